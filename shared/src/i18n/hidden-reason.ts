import type { Language } from './language-store';

/**
 * The words of each report reason as the API writes them into `hiddenReason` when reports hid an
 * item (the English one, the most given reason: api/src/modules/reports/emails.ts REASON_WORDS),
 * with their Arabic, so the author reads the reason in the screen's language (issue 31).
 */
const REASON_WORDS: readonly { en: string; ar: string }[] = [
  { en: 'spam', ar: 'رسائل مزعجة' },
  { en: 'abuse or harassment', ar: 'إساءة أو تحرّش' },
  { en: 'scam or false information', ar: 'احتيال أو معلومات كاذبة' },
  { en: 'inappropriate content', ar: 'محتوى غير لائق' },
  { en: 'other', ar: 'سبب آخر' },
];

/** A hidden item's reason in `language`: a report reason's words translated, an admin's text as written. */
export function hiddenReasonIn(reason: string, language: Language): string {
  const words = REASON_WORDS.find((candidate) => candidate.en === reason.trim().toLowerCase());
  return words ? words[language] : reason;
}
