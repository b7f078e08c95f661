import styled from 'styled-components';
import { formatNumber } from '@rowad/shared/charts';
import { useLanguageStore } from '@rowad/shared/i18n';
import type { InsightsDays, InsightsTaps, ProjectInsights } from '@rowad/shared/schemas';
import { useInsightsMessages, type InsightsKey } from './messages';
import { changeWords, ratingWords } from './words';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 176px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
`;

const Figure = styled.p`
  && {
    font-size: 1.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    font-variant-numeric: tabular-nums;
  }
`;

const Aside = styled.p`
  && {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }
`;

/** All the taps of a period, every channel together. */
export const tapsOf = (taps: InsightsTaps) => Object.values(taps).reduce((sum, value) => sum + value, 0);

interface NumberTileProps {
  title: InsightsKey;
  count: string;
  words: string;
  aside?: string;
}

function NumberTile({ title, count, words, aside }: NumberTileProps) {
  const t = useInsightsMessages();
  return (
    <Tile>
      <h2>{t(title)}</h2>
      <Figure>{count}</Figure>
      <p>{words}</p>
      {aside && <Aside>{aside}</Aside>}
    </Tile>
  );
}

/** The period's numbers, each with its change in words. */
export function InsightsNumbers({ insights, days }: { insights: ProjectInsights; days: InsightsDays }) {
  const t = useInsightsMessages();
  const language = useLanguageStore((state) => state.language);
  const number = (value: number) => formatNumber(value, language);
  const counts = [
    ['views', insights.totals.views, insights.previousTotals.views],
    ['taps', tapsOf(insights.totals.taps), tapsOf(insights.previousTotals.taps)],
    ['requests', insights.requests.count, insights.requests.previous],
    ['comments', insights.comments.count, insights.comments.previous],
  ] as const;
  const { rating } = insights;
  return (
    <Grid>
      {counts.map(([key, count, previous]) => (
        <NumberTile
          key={key}
          title={key}
          count={number(count)}
          words={changeWords(t, language, key, count, previous, days)}
          aside={key === 'requests' ? t('requestsNote') : undefined}
        />
      ))}
      <NumberTile
        title="rating"
        count={rating.average === null ? '–' : `${formatNumber(rating.average, language, 1)} ${t('ofFive')}`}
        words={ratingWords(t, language, rating, days)}
      />
    </Grid>
  );
}
