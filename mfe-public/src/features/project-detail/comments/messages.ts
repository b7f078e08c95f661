import { defineMessages, useLanguageStore } from '@rowad/shared/i18n';
import { refusalText, type ApiErrorCode } from '@rowad/shared/schemas';

/** The comments and ratings of a project page (docs/product.md §2, §5 and §6; the breakdown is ours). */
const catalogues = {
  en: {
    heading: 'Comments and ratings',
    breakdown: 'Ratings by stars',
    starsRow: '{stars} stars',
    oneStarRow: '1 star',
    yourRating: 'Your rating',
    star: '1 star',
    stars: '{count} stars',
    commentLabel: 'Your comment',
    commentPlaceholder: 'Share your experience with this project...',
    post: 'Post comment',
    posting: 'Posting...',
    signInToComment: 'Sign in to comment and rate this project.',
    signIn: 'Sign in',
    alreadyRated: 'You have already rated this project. Edit your comment instead.',
    ownProject: 'This is your project: owners do not rate their own projects.',
    youRated: 'You rated this project {rate} out of 5.',
    editYours: 'Edit your comment',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    editLabel: 'Edit your comment',
    deleteTitle: 'Delete this comment?',
    deleteText: 'The comment and its rating will be removed. This cannot be undone.',
    deleting: 'Deleting...',
    you: 'You',
    empty: 'No comments yet. Be the first to share your experience.',
    loading: 'Loading comments...',
    failed: 'Comments could not be loaded. Please try again later.',
    postFailed: 'Your comment could not be posted. Please try again.',
    saveFailed: 'Your changes could not be saved. Please try again.',
    deleteFailed: 'The comment could not be deleted. Please try again.',
    commentBy: 'Comment by {name}',
  },
  ar: {
    heading: 'التعليقات والتقييمات',
    breakdown: 'التقييمات حسب عدد النجوم',
    starsRow: '{stars} نجوم',
    oneStarRow: 'نجمة واحدة',
    yourRating: 'تقييمك',
    star: 'نجمة واحدة',
    stars: '{count} نجوم',
    commentLabel: 'تعليقك',
    commentPlaceholder: 'شارك تجربتك مع هذا المشروع...',
    post: 'انشر التعليق',
    posting: 'جارٍ النشر...',
    signInToComment: 'سجّل الدخول لتعلّق على هذا المشروع وتقيّمه.',
    signIn: 'تسجيل الدخول',
    alreadyRated: 'لقد قيّمت هذا المشروع من قبل. عدّل تعليقك بدلًا من ذلك.',
    ownProject: 'هذا مشروعك: لا يقيّم أصحاب المشاريع مشاريعهم.',
    youRated: 'قيّمت هذا المشروع {rate} من 5.',
    editYours: 'عدّل تعليقك',
    edit: 'تعديل',
    delete: 'حذف',
    save: 'حفظ',
    saving: 'جارٍ الحفظ...',
    cancel: 'إلغاء',
    editLabel: 'عدّل تعليقك',
    deleteTitle: 'حذف هذا التعليق؟',
    deleteText: 'سيُحذف التعليق وتقييمه. لا يمكن التراجع عن ذلك.',
    deleting: 'جارٍ الحذف...',
    you: 'أنت',
    empty: 'لا تعليقات بعد. كن أول من يشارك تجربته.',
    loading: 'جارٍ تحميل التعليقات...',
    failed: 'تعذّر تحميل التعليقات. يرجى المحاولة لاحقًا.',
    postFailed: 'تعذّر نشر تعليقك. يرجى المحاولة مرة أخرى.',
    saveFailed: 'تعذّر حفظ تعديلاتك. يرجى المحاولة مرة أخرى.',
    deleteFailed: 'تعذّر حذف التعليق. يرجى المحاولة مرة أخرى.',
    commentBy: 'تعليق من {name}',
  },
};

export type CommentsMessageKey = keyof typeof catalogues.en;
export const useCommentsMessages = defineMessages<CommentsMessageKey>(catalogues);

/**
 * The comment limits' refusals (issue 31), by error code: the schema catalogue's text in the
 * current language, read without loading the whole catalogue (`refusalText`).
 */
const COMMENT_REFUSALS = [
  'NEW_ACCOUNT_COMMENT_LIMIT',
  'NEW_ACCOUNT_NO_LINKS',
  'COMMENT_HOURLY_LIMIT',
  'DUPLICATE_COMMENT',
] as const;

export function useRefusalText() {
  const language = useLanguageStore((state) => state.language);
  return (code: ApiErrorCode | undefined): string | undefined => {
    const known = COMMENT_REFUSALS.find((refusal) => refusal === code);
    return known ? refusalText(known, language) : undefined;
  };
}
