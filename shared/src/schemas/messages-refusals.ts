/*
 * The texts of the API's refusals of reports and comments (issue 31), part of the schema
 * catalogue (messages-reports.ts spreads them in): the API answers their English, the apps show
 * either language. In a file of their own, so a page that shows one (a project's comments) loads
 * these few texts, not every message of both languages. Plain data, as there.
 */

import type { ApiErrorCode } from './api-error-codes';
import { interpolate, type Params } from '../i18n/interpolate';
import type { Texts } from './messages';
import * as rules from './rules';

export const REFUSAL_MESSAGES = {
  'report.alreadyReported': {
    en: 'You have already reported this.',
    ar: 'لقد أبلغت عن هذا من قبل.',
  },
  'report.cannotReportOwn': {
    en: 'You cannot report your own content.',
    ar: 'لا يمكنك الإبلاغ عن محتواك.',
  },
  'report.targetNotFound': {
    en: 'There is nothing to report here: it may have been removed.',
    ar: 'لا يوجد ما يُبلَّغ عنه هنا: ربما أزيل.',
  },
  'report.alreadyDecided': {
    en: 'An admin decided on these reports meanwhile.',
    ar: 'اتخذ مدير قرارًا بشأن هذه البلاغات في الأثناء.',
  },
  'report.decisionNotApplicable': {
    en: 'This decision does not apply to this item.',
    ar: 'هذا القرار لا ينطبق على هذا العنصر.',
  },
  'comment.newAccountLimit': {
    en: 'New accounts can write at most {max} comments in their first {hours} hours. Please try again later.',
    ar: 'يمكن للحسابات الجديدة كتابة {max} تعليقات على الأكثر خلال أول {hours} ساعة. يرجى المحاولة لاحقًا.',
    params: { max: rules.NEW_ACCOUNT_COMMENT_MAX, hours: rules.NEW_ACCOUNT_HOURS_DEFAULT },
  },
  'comment.newAccountNoLinks': {
    en: 'New accounts cannot put links in comments yet.',
    ar: 'لا يمكن للحسابات الجديدة وضع روابط في التعليقات بعد.',
  },
  'comment.hourlyLimit': {
    en: 'You can write at most {max} comments an hour. Please try again later.',
    ar: 'يمكنك كتابة {max} تعليقًا على الأكثر في الساعة. يرجى المحاولة لاحقًا.',
    params: { max: rules.COMMENTS_PER_HOUR_MAX },
  },
  'comment.duplicate': {
    en: 'You have already written this comment.',
    ar: 'لقد كتبت هذا التعليق من قبل.',
  },
} as const satisfies Record<string, Texts>;

/**
 * The catalogue text of each error code of reports and comment limits: the API answers its English
 * (`englishOf`), an app shows `refusalText(code, language)`. NEW_ACCOUNT_COMMENT_LIMIT's
 * `{hours}` is the default: the API fills the configured NEW_ACCOUNT_HOURS (`textOf(..., { hours })`).
 */
export const REPORT_ERROR_MESSAGES = {
  ALREADY_REPORTED: 'report.alreadyReported',
  CANNOT_REPORT_OWN: 'report.cannotReportOwn',
  REPORT_TARGET_NOT_FOUND: 'report.targetNotFound',
  REPORTS_ALREADY_DECIDED: 'report.alreadyDecided',
  REPORT_DECISION_NOT_APPLICABLE: 'report.decisionNotApplicable',
  NEW_ACCOUNT_COMMENT_LIMIT: 'comment.newAccountLimit',
  NEW_ACCOUNT_NO_LINKS: 'comment.newAccountNoLinks',
  COMMENT_HOURLY_LIMIT: 'comment.hourlyLimit',
  DUPLICATE_COMMENT: 'comment.duplicate',
} as const satisfies Partial<Record<ApiErrorCode, keyof typeof REFUSAL_MESSAGES>>;
export type ReportErrorCode = keyof typeof REPORT_ERROR_MESSAGES;

/**
 * A refusal's text in `language`: `textOf(REPORT_ERROR_MESSAGES[code], ...)` read from this part of
 * the catalogue only, so a page that shows it (a project's comments) does not load every
 * message of both languages (docs/decisions.md "Performance (issue 29)").
 */
export function refusalText(code: ReportErrorCode, language: 'en' | 'ar', params?: Params): string {
  const texts: Texts = REFUSAL_MESSAGES[REPORT_ERROR_MESSAGES[code]];
  return interpolate(texts[language], { ...texts.params, ...params });
}
