import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@rowad/shared/routing';
import { Button, Dialog } from '@rowad/shared/ui';
import { useProjectFormMessages } from './messages';

/** The element the images section of the edit page carries. */
export const PROJECT_IMAGES_ID = 'project-images';

/** docs/product.md §9: the edit page's info popup comes about 1 second after arriving. */
export const IMAGES_INFO_DELAY_MS = 1000;

function imagesSection(): HTMLElement | null {
  return document.getElementById(PROJECT_IMAGES_ID);
}

function scrollToImages(): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  imagesSection()?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/**
 * docs/product.md §2 "Edit project": arriving with `?from=add`, a popup says that pictures are added below,
 * about a second later, and the page scrolls to the images section. Closing it brings keyboard
 * focus there too, and drops `from` from the address so a reload does not show it again.
 * Mounted once the project has loaded, so the images section is there to scroll to.
 */
export function ImagesInfoDialog() {
  const t = useProjectFormMessages();
  const [params, setParams] = useSearchParams();
  const fromAdd = params.get('from') === 'add';
  const [open, setOpen] = useState(false);
  const toImages = useRef(false);

  useEffect(() => {
    if (!fromAdd) return;
    const timer = setTimeout(() => {
      setOpen(true);
      scrollToImages();
    }, IMAGES_INFO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fromAdd]);

  // Once the dialog has closed (and the browser has put focus back where it was), focus moves
  // to the images section: while the dialog is open the page behind it takes no focus.
  useEffect(() => {
    if (open || !toImages.current) return;
    toImages.current = false;
    const section = imagesSection();
    const target = section?.matches('[tabindex]')
      ? section
      : section?.querySelector<HTMLElement>('button, input, a[href], [tabindex]');
    target?.focus({ preventScroll: true });
    scrollToImages();
  }, [open]);

  const close = () => {
    toImages.current = true;
    setOpen(false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('from');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Dialog
      open={open}
      title={t('imagesInfoTitle')}
      onClose={close}
      actions={
        <Button type="button" onClick={close}>
          {t('imagesInfoOk')}
        </Button>
      }
    >
      <p>{t('imagesInfoText')}</p>
    </Dialog>
  );
}
