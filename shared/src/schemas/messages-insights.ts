/*
 * The owner insights' messages of the schema catalogue (messages.ts, which spreads them in): the tap
 * a public page sends and the periods the insights calls take (insights.ts, issue 30). Plain data.
 */

import { orList } from '../i18n/interpolate';
import type { Texts } from './messages';
import * as rules from './rules';

/** Numbers as an Arabic sentence lists them: `7 أو 30 أو 90`. */
const arabicOrList = (values: readonly number[]): string => values.join(' أو ');

export const INSIGHTS_MESSAGES = {
  'insights.kind': {
    en: 'The kind must be {values}.',
    ar: 'يجب أن يكون النوع مشروعًا أو فعالية.',
    params: { values: orList(rules.INSIGHTS_ITEM_KINDS) },
  },
  'insights.id': {
    en: 'The id must be a project or bazaar id.',
    ar: 'يجب أن يكون المعرّف رقم مشروع أو فعالية.',
  },
  'insights.channel': {
    en: 'The channel must be {values}.',
    ar: 'يجب أن تكون القناة هاتفًا أو واتساب أو بريدًا أو موقعًا أو صفحة تواصل أو خريطة أو تقويمًا أو مشاهدة.',
    params: { values: orList(rules.INSIGHTS_BEACON_CHANNELS) },
  },
  'insights.calendarOnProject': {
    en: "'Add to calendar' is counted on bazaars only.",
    ar: 'تُحتسب «أضف إلى التقويم» في الفعاليات فقط.',
  },
  'insights.days': {
    en: 'The period must be {values} days.',
    ar: 'يجب أن تكون المدة {arValues} يومًا.',
    params: { values: orList(rules.INSIGHTS_DAYS.map(String)), arValues: arabicOrList(rules.INSIGHTS_DAYS) },
  },
  'insights.weeks': {
    en: 'The period must be {values} weeks.',
    ar: 'يجب أن تكون المدة {arValues} أسبوعًا.',
    params: {
      values: orList(rules.INSIGHTS_WEEKS.map(String)),
      arValues: arabicOrList(rules.INSIGHTS_WEEKS),
    },
  },
} as const satisfies Record<string, Texts>;
