import type { Language } from '@rowad/shared/i18n';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
};

// docs/product.md: dates in US English, like "Mon, Jan 01, 2025". Arabic screens keep the same fields
// in Arabic words with Latin digits, as Hebron's businesses write them.
const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

/**
 * Formats a date for display. A date-only value (2025-01-01) is a calendar day and is shown
 * as that day in every time zone; a timestamp is shown in the viewer's zone.
 * Returns '' for a missing or invalid value rather than "Invalid Date".
 */
export function formatDate(value: string | Date | null | undefined, language: Language = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(dateOnly ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], {
    ...OPTIONS,
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** "Mon, Jan 01, 2025 - Wed, Jan 03, 2025": the product's event date range (docs/product.md §2). */
export function formatDateRange(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
  language: Language = 'en',
): string {
  return [formatDate(start, language), formatDate(end, language)].filter(Boolean).join(' - ');
}
