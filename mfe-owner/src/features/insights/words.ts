import { changeOf, formatNumber } from '@rowad/shared/charts';
import type { Language, Translate } from '@rowad/shared/i18n';
import type { InsightsDays, InsightsRating } from '@rowad/shared/schemas';
import type { InsightsKey } from './messages';

// The numbers of the owner's insights in words: each count against the period just before it.

export const periodWords = (days: InsightsDays) =>
  ({ last: `last${days}`, before: `before${days}` }) as const satisfies Record<string, InsightsKey>;

/** 'Views rose 40 % on the 30 days before.', fell, stayed the same; none before, none at all. */
export function changeWords(
  t: Translate<InsightsKey>,
  language: Language,
  what: InsightsKey,
  count: number,
  previous: number,
  days: InsightsDays,
): string {
  const change = changeOf(count, previous);
  const params = {
    what: t(what),
    before: t(periodWords(days).before),
    count: formatNumber(count, language),
  };
  if (change.direction === 'up' || change.direction === 'down')
    return t(change.direction, { ...params, percent: formatNumber(change.percent, language) });
  return t(change.direction, params);
}

/** The stars: today's average against the one the period began with. */
export function ratingWords(
  t: Translate<InsightsKey>,
  language: Language,
  rating: InsightsRating,
  days: InsightsDays,
): string {
  if (rating.average === null) return t('ratingNone');
  const to = formatNumber(rating.average, language, 1);
  const count = formatNumber(rating.count, language);
  if (rating.previousAverage === null)
    return t('ratingFirst', { average: to, count, last: t(periodWords(days).last) });
  const from = formatNumber(rating.previousAverage, language, 1);
  if (rating.average === rating.previousAverage) return t('ratingSame', { to, count });
  return t(rating.average > rating.previousAverage ? 'ratingUp' : 'ratingDown', { from, to, count });
}
