import type { Language } from '@rowad/shared/i18n';

// The same digits as the dates (shared/src/format/format-date.ts): Arabic screens write Arabic
// words with Latin digits, as Hebron's businesses do.
const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

/** `1,234` in English; in Arabic, Latin digits with the Arabic separators. */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** How a count moved against the period before: the words a page says of it pick on `direction`. */
export type Change =
  | { direction: 'up' | 'down'; percent: number }
  | { direction: 'same' }
  /** Nothing before, something now: no percentage can be said of it. */
  | { direction: 'new' }
  /** Nothing in either period. */
  | { direction: 'none' };

/** The change from `previous` to `count`, its percentage rounded to a whole number (never 0 % up). */
export function changeOf(count: number, previous: number): Change {
  if (count === previous) return count === 0 ? { direction: 'none' } : { direction: 'same' };
  if (previous === 0) return { direction: 'new' };
  const percent = Math.max(1, Math.round((Math.abs(count - previous) / previous) * 100));
  return { direction: count > previous ? 'up' : 'down', percent };
}

/** A calendar day (`YYYY-MM-DD`) as a time axis names it: 'Nov 23'. */
export function formatShortDay(date: string, language: Language): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(LOCALES[language], {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
