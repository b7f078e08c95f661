import type { Language } from '@rowad/shared/i18n';

// Latin digits in Arabic too, as formatDate writes them.
const TIME_LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

/** The time of day of an ISO instant, '9:30 AM' (empty for a value that is no date). */
export function formatTime(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(TIME_LOCALES[language], { hour: 'numeric', minute: '2-digit' }).format(date);
}
