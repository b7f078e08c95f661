/*
 * Reports and moderation's messages of the schema catalogue (messages.ts spreads them in, issue 31):
 * the report and decision forms' rules (report.ts), and the texts of the API's refusals of reports
 * and comments, so the API answers their English and the apps show either language from one place
 * (`REPORT_ERROR_MESSAGES` names each error code's text). Plain data, as there.
 */

import type { ApiErrorCode } from './api-error-codes';
import { orList } from '../i18n/interpolate';
import type { Texts } from './messages';
import * as rules from './rules';

export const REPORT_MESSAGES = {
  // The report form (ReportRequestSchema)
  'report.kind': {
    en: 'The kind must be {values}.',
    ar: 'يجب أن يكون النوع تعليقًا أو مشروعًا أو بازارًا أو صاحب مشروع.',
    params: { values: orList(rules.REPORT_KINDS) },
  },
  'report.id': { en: 'The id must be a whole positive number.', ar: 'يجب أن يكون الرقم عددًا صحيحًا موجبًا.' },
  'report.reason': {
    en: 'Choose a reason: {values}.',
    ar: 'اختر سببًا: رسائل مزعجة، أو إساءة أو تحرّش، أو احتيال أو معلومات كاذبة، أو محتوى غير لائق، أو سبب آخر.',
    params: { values: orList(rules.REPORT_REASONS) },
  },
  'report.detailsRequired': {
    en: 'Please say what is wrong.',
    ar: 'يرجى توضيح المشكلة.',
  },
  'report.detailsTooLong': {
    en: 'The details must be at most {max} characters.',
    ar: 'يجب ألا تزيد التفاصيل عن {max} حرف.',
    params: { max: rules.REPORT_DETAILS_MAX },
  },
  'report.detailsNotText': { en: 'The details must be text.', ar: 'يجب أن تكون التفاصيل نصًا.' },
  // The admin's queue and decisions
  'report.decision': {
    en: 'The decision must be {values}.',
    ar: 'يجب أن يكون القرار: تجاهل البلاغ، أو الإخفاء، أو الحذف، أو إيقاف حساب الكاتب.',
    params: { values: orList(rules.REPORT_DECISIONS) },
  },
  'report.queueState': {
    en: 'The state must be {values}.',
    ar: 'يجب أن تكون الحالة مفتوحة أو محسومة أو الكل.',
    params: { values: orList(rules.REPORT_QUEUE_STATES) },
  },
  // The API's refusals (REPORT_ERROR_MESSAGES)
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
 * (`englishOf`), an app shows `textOf(REPORT_ERROR_MESSAGES[code], language)`. NEW_ACCOUNT_COMMENT_LIMIT's
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
} as const satisfies Partial<Record<ApiErrorCode, keyof typeof REPORT_MESSAGES>>;
export type ReportErrorCode = keyof typeof REPORT_ERROR_MESSAGES;
