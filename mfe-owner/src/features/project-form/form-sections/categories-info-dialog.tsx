import styled from 'styled-components';
import { Button, Dialog } from '@rowad/shared/ui';
import { useProjectFormMessages } from '../messages';

const Examples = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What categories are for, with examples, opened from the categories' info button. */
export function CategoriesInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useProjectFormMessages();
  return (
    <Dialog
      open={open}
      title={t('categoriesInfoTitle')}
      onClose={onClose}
      actions={
        <Button type="button" onClick={() => onClose()}>
          {t('gotIt')}
        </Button>
      }
    >
      <p>{t('categoriesInfoText')}</p>
      <Examples>{t('categoriesInfoExamples')}</Examples>
    </Dialog>
  );
}
