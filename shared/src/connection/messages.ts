import { defineMessages } from '@rowad/shared/i18n';

/**
 * What a form says while it cannot send (issue 32), and a button with nothing typed (taking part in
 * a bazaar); no message of docs/product.md §8 covers it.
 */
export const useConnectionMessages = defineMessages<'offline' | 'offlineAction'>({
  en: {
    offline: "You're offline. Sending needs a connection; what you typed stays here.",
    offlineAction: "You're offline. This needs a connection; try again once you're back online.",
  },
  ar: {
    offline: 'أنت غير متصل بالإنترنت. الإرسال يحتاج إلى اتصال، وما كتبته يبقى هنا.',
    offlineAction: 'أنت غير متصل بالإنترنت. هذا يحتاج إلى اتصال؛ حاول مجددًا عند عودة الاتصال.',
  },
});
