/*
 * The admin area's messages of the schema catalogue (messages.ts, which spreads them in): its list
 * filters (admin.ts) and the release registry's (release.ts, issue 27). Plain data, as there.
 */

import { orList } from '../i18n/interpolate';
import type { Texts } from './messages';
import * as rules from './rules';

export const ADMIN_MESSAGES = {
  // The admin area's list filters (admin.ts)
  'admin.roleFilter': {
    en: 'The role must be {values}.',
    ar: 'يجب أن يكون الدور مالكًا أو مستخدمًا أو مستثمرًا أو مديرًا.',
    params: { values: orList(rules.ROLES) },
  },
  'admin.stateFilter': {
    en: 'The state must be {values}.',
    ar: 'يجب أن تكون الحالة قيد التفعيل أو فعّالة أو موقوفة.',
    params: { values: orList(rules.ACCOUNT_STATES) },
  },
  'admin.messageStateFilter': {
    en: 'The state must be {values}.',
    ar: 'يجب أن تكون الحالة مفتوحة أو معالَجة أو الكل.',
    params: { values: orList(rules.CONTACT_MESSAGE_STATES) },
  },
  'admin.kindFilter': {
    en: 'The kind must be {values}.',
    ar: 'يجب أن يكون النوع مشروعًا أو مشاركة أو فعالية أو تعليقًا أو مستخدمًا أو رسالة تواصل أو بريدًا أو إصدارًا أو بلاغًا.',
    params: { values: orList(rules.AUDIT_SUBJECTS) },
  },
  'admin.adminFilter': { en: 'The admin must be a user id.', ar: 'يجب أن يكون المدير رقم مستخدم.' },
  'release.remote': {
    en: 'The remote must be {values}.',
    ar: 'يجب أن يكون التطبيق الفرعي أحد: {values}.',
    params: { values: orList(rules.RELEASE_REMOTES) },
  },
  'release.entryRequired': {
    en: "The entry must be the URL of the remote's remoteEntry.js.",
    ar: 'يجب أن يكون المدخل رابط ملف remoteEntry.js للتطبيق الفرعي.',
  },
  'release.entryTooLong': {
    en: 'The entry must be at most {max} characters.',
    ar: 'يجب ألا يزيد المدخل على {max} حرف.',
    params: { max: rules.RELEASE_ENTRY_MAX },
  },
  'release.noteTooLong': {
    en: 'The note must be at most {max} characters.',
    ar: 'يجب ألا تزيد الملاحظة على {max} حرف.',
    params: { max: rules.RELEASE_NOTE_MAX },
  },
  'release.percent': {
    en: "The canary's share must be a whole number from {min} to {max}.",
    ar: 'يجب أن تكون نسبة التجربة عددًا صحيحًا من {min} إلى {max}.',
    params: { min: rules.CANARY_PERCENT_MIN, max: rules.CANARY_PERCENT_MAX },
  },
} as const satisfies Record<string, Texts>;
