import { defineMessages } from '@rowad/shared/i18n';

/** What a form says while it cannot send (issue 32); no message of docs/product.md §8 covers it. */
export const useConnectionMessages = defineMessages<'offline'>({
  en: { offline: "You're offline. Sending needs a connection; what you typed stays here." },
  ar: { offline: 'أنت غير متصل بالإنترنت. الإرسال يحتاج إلى اتصال، وما كتبته يبقى هنا.' },
});
