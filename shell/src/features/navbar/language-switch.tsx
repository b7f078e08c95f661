import { useLanguageStore } from '@rowad/shared/i18n';
import { Button } from '@rowad/shared/ui';
import { useShellMessages } from '../../messages';

/** Switches between English and Arabic; the choice sets `<html lang dir>` and is remembered. */
export function LanguageSwitch() {
  const t = useShellMessages();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const other = language === 'en' ? 'ar' : 'en';
  return (
    <Button
      type="button"
      $variant="ghost"
      lang={other}
      aria-label={t('switchLanguageLabel')}
      onClick={() => setLanguage(other)}
    >
      {t('switchLanguage')}
    </Button>
  );
}
