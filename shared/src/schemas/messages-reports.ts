/*
 * Reports and moderation's messages of the schema catalogue (messages.ts spreads them in, issue 31):
 * the report and decision forms' rules (report.ts), and the texts of the API's refusals of reports
 * and comments, so the API answers their English and the apps show either language from one place
 * (`REPORT_ERROR_MESSAGES` in messages-refusals.ts names each error code's text). Plain data, as
 * there.
 */

import { orList } from '../i18n/interpolate';
import type { Texts } from './messages';
import { REFUSAL_MESSAGES } from './messages-refusals';
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
  // The API's refusals (messages-refusals.ts)
  ...REFUSAL_MESSAGES,
} as const satisfies Record<string, Texts>;
