import styled from 'styled-components';
import {
  BarChart,
  changeOf,
  formatNumber,
  formatShortDay,
  LineChart,
  type ChartSeries,
} from '@rowad/shared/charts';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore, type Language, type Translate } from '@rowad/shared/i18n';
import type { AdminInsights, InsightsWeeks, PlatformCounts } from '@rowad/shared/schemas';
import { Panel } from '../../components/page-frame';
import { useAdminInsightsMessages, type AdminInsightsKey } from './messages';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  h2 {
    margin: 0;
    font-size: 0.9375rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
  strong {
    font-size: 1.625rem;
    color: ${({ theme }) => theme.colors.primary};
    font-variant-numeric: tabular-nums;
  }
`;

const Charts = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
`;

type Metric = Exclude<keyof PlatformCounts, 'signUps' | 'views'> | 'signUps' | 'views';

/** One number of a period, every role's or page kind's together. */
function countOf(counts: PlatformCounts, metric: Metric): number {
  if (metric === 'signUps') return counts.signUps.owner + counts.signUps.user + counts.signUps.investor;
  if (metric === 'views') return counts.views.projects + counts.views.bazaars;
  return counts[metric];
}

const METRICS: readonly Metric[] = [
  'signUps',
  'projectsPublished',
  'bazaarsCreated',
  'participationRequests',
  'comments',
  'mailsSent',
  'mailsUndelivered',
  'views',
];

/** 'Sign-ups rose 40 % on the 12 weeks before.', fell, stayed the same; none before, none at all. */
export function changeWords(
  t: Translate<AdminInsightsKey>,
  language: Language,
  what: AdminInsightsKey,
  count: number,
  previous: number,
  weeks: InsightsWeeks,
): string {
  const change = changeOf(count, previous);
  const params = { what: t(what), before: t(`before${weeks}`), count: formatNumber(count, language) };
  if (change.direction === 'up' || change.direction === 'down')
    return t(change.direction, { ...params, percent: formatNumber(change.percent, language) });
  return t(change.direction, params);
}

interface WeeklyChart {
  key: string;
  title: AdminInsightsKey;
  series: readonly { label: AdminInsightsKey; values: (counts: PlatformCounts) => number }[];
}

const CHARTS: readonly WeeklyChart[] = [
  {
    key: 'sign-ups',
    title: 'signUpsChart',
    series: [
      { label: 'owners', values: (week) => week.signUps.owner },
      { label: 'users', values: (week) => week.signUps.user },
      { label: 'investors', values: (week) => week.signUps.investor },
    ],
  },
  {
    key: 'content',
    title: 'contentChart',
    series: [
      { label: 'projectsPublished', values: (week) => week.projectsPublished },
      { label: 'bazaarsCreated', values: (week) => week.bazaarsCreated },
      { label: 'participationRequests', values: (week) => week.participationRequests },
    ],
  },
  {
    key: 'comments',
    title: 'commentsChart',
    series: [{ label: 'comments', values: (week) => week.comments }],
  },
  {
    key: 'mail',
    title: 'mailChart',
    series: [
      { label: 'mailsSent', values: (week) => week.mailsSent },
      // Undelivered in the danger red, whatever its place.
      { label: 'mailsUndelivered', values: (week) => week.mailsUndelivered },
    ],
  },
  {
    key: 'views',
    title: 'viewsChart',
    series: [
      { label: 'projectPages', values: (week) => week.views.projects },
      { label: 'bazaarPages', values: (week) => week.views.bazaars },
    ],
  },
];

/** The platform's numbers of a period: tiles with words, a line chart per subject, bars per role. */
export function AdminInsightsView({ insights, weeks }: { insights: AdminInsights; weeks: InsightsWeeks }) {
  const t = useAdminInsightsMessages();
  const language = useLanguageStore((state) => state.language);
  const number = (value: number) => formatNumber(value, language);
  const separator = language === 'ar' ? '، ' : ', ';
  const labels = insights.weeks.map((week) => t('weekOf', { date: formatDate(week.start, language) }));
  const ticks = insights.weeks.map((week) => formatShortDay(week.start, language));
  const roles = [
    ['owners', 'owner'],
    ['users', 'user'],
    ['investors', 'investor'],
  ] as const;
  const rolesList = (counts: PlatformCounts) =>
    roles.map(([label, role]) => `${t(label)} ${number(counts.signUps[role])}`).join(separator);

  return (
    <>
      <Tiles>
        {METRICS.map((metric) => {
          const count = countOf(insights.totals, metric);
          return (
            <li key={metric}>
              <h2>{t(metric)}</h2>
              <strong>{number(count)}</strong>
              <p>
                {changeWords(t, language, metric, count, countOf(insights.previousTotals, metric), weeks)}
              </p>
            </li>
          );
        })}
      </Tiles>
      <Charts>
        {CHARTS.map((chart) => {
          const series: ChartSeries[] = chart.series.map((one) => ({
            key: one.label,
            label: t(one.label),
            values: insights.weeks.map(one.values),
            colour: one.label === 'mailsUndelivered' ? '#b91c1c' : undefined,
          }));
          const sums = series.map((one) => one.values.reduce((sum, value) => sum + value, 0));
          const perWeek = insights.weeks.map((_, index) =>
            series.reduce((sum, one) => sum + one.values[index]!, 0),
          );
          const most = Math.max(0, ...perWeek);
          const busiest = perWeek.indexOf(most);
          const summary =
            most === 0
              ? t('weeklyNone', { chart: t(chart.title), last: t(`last${weeks}`) })
              : t('weeklySummary', {
                  chart: t(chart.title),
                  last: t(`last${weeks}`),
                  totals: series.map((one, index) => `${one.label} ${number(sums[index]!)}`).join(separator),
                  busiest: labels[busiest] ?? '',
                  most: number(most),
                });
          return (
            <LineChart
              key={chart.key}
              title={t(chart.title)}
              summary={summary}
              labels={labels}
              tickLabels={ticks}
              labelHeader={t('week')}
              series={series}
            />
          );
        })}
        <BarChart
          title={t('rolesChart')}
          summary={t('rolesSummary', {
            last: t(`last${weeks}`),
            before: t(`before${weeks}`),
            now: rolesList(insights.totals),
            then: rolesList(insights.previousTotals),
          })}
          categories={roles.map(([label]) => t(label))}
          categoryHeader={t('role')}
          series={[
            {
              key: 'now',
              label: t('thisPeriod'),
              values: roles.map(([, role]) => insights.totals.signUps[role]),
            },
            {
              key: 'before',
              label: t('periodBefore'),
              values: roles.map(([, role]) => insights.previousTotals.signUps[role]),
              colour: '#7b8794',
            },
          ]}
        />
      </Charts>
    </>
  );
}
