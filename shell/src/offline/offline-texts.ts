// The words of offline reading, in both languages (docs/decisions.md, "Low data and offline
// (issue 32)"): the line on a page read from the worker's copy, and Rowad's offline page. Not in
// @rowad/shared/i18n: the worker and the offline page run without the app and its shared modules.

export type OfflineLanguage = 'en' | 'ar';

// The app's date locales (@rowad/shared/format), which the worker's program cannot import: their
// module reaches the language store, a page's.
const DATE_LOCALES: Record<OfflineLanguage, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

export interface OfflineTexts {
  /** The line above a page the worker answered from its copy; `{time}` is when it was saved. */
  savedCopy: string;
  title: string;
  lead: string;
  available: string;
  nothingAvailable: string;
  tryAgain: string;
  brand: string;
}

export const offlineTexts: Record<OfflineLanguage, OfflineTexts> = {
  en: {
    savedCopy:
      'You are reading the copy saved on {time}: the connection did not answer. Changes need a connection.',
    title: 'You are offline',
    lead: 'This page was not read on this device before, so no copy of it is kept here.',
    available: 'Pages you can read offline',
    nothingAvailable:
      'No page is saved on this device yet. Pages you read while connected stay readable here.',
    tryAgain: 'Try again',
    brand: 'Rowad',
  },
  ar: {
    savedCopy: 'أنت تقرأ النسخة المحفوظة في {time}: لم يستجب الاتصال. التغييرات تحتاج إلى اتصال.',
    title: 'أنت غير متصل',
    lead: 'لم تُقرأ هذه الصفحة على هذا الجهاز من قبل، لذا لا توجد نسخة محفوظة منها هنا.',
    available: 'صفحات يمكنك قراءتها دون اتصال',
    nothingAvailable: 'لا توجد صفحة محفوظة على هذا الجهاز بعد. الصفحات التي تقرؤها وأنت متصل تبقى متاحة هنا.',
    tryAgain: 'حاول مرة أخرى',
    brand: 'رواد',
  },
};

export function offlineLanguage(value: string | null | undefined): OfflineLanguage {
  return value?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** When a copy was saved, as its reader says a date and time, in the app's date locales. */
export function formatSavedTime(saved: Date, language: OfflineLanguage): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(saved);
}

export function savedCopyLine(saved: Date, language: OfflineLanguage): string {
  return offlineTexts[language].savedCopy.replace('{time}', formatSavedTime(saved, language));
}
