import { BarChart, formatNumber, formatShortDay, LineChart } from '@rowad/shared/charts';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { INSIGHTS_CONTACT_CHANNELS, type InsightsDays, type ProjectInsights } from '@rowad/shared/schemas';
import { StateNote } from '@rowad/shared/ui/layout';
import { useInsightsMessages } from './messages';
import { periodWords } from './words';

/** Views per day as a line, and the contact taps per channel against the period before as bars. */
export function InsightsCharts({ insights, days }: { insights: ProjectInsights; days: InsightsDays }) {
  const t = useInsightsMessages();
  const language = useLanguageStore((state) => state.language);
  const number = (value: number) => formatNumber(value, language);
  const period = periodWords(days);
  const views = insights.days.map((day) => day.views);
  const most = Math.max(0, ...views);
  const mostDay = insights.days.find((day) => day.views === most);
  const channels = INSIGHTS_CONTACT_CHANNELS.map((channel) => t(channel));
  const now = INSIGHTS_CONTACT_CHANNELS.map((channel) => insights.totals.taps[channel]);
  const then = INSIGHTS_CONTACT_CHANNELS.map((channel) => insights.previousTotals.taps[channel]);
  const list = (values: number[]) =>
    channels.map((name, index) => `${name} ${number(values[index]!)}`).join(language === 'ar' ? '، ' : ', ');

  return (
    <>
      {insights.totals.views === 0 ? (
        <StateNote>{t('noViews')}</StateNote>
      ) : (
        <LineChart
          title={t('viewsChart')}
          summary={t('viewsSummary', {
            last: t(period.last),
            total: number(insights.totals.views),
            most: number(most),
            day: formatDate(mostDay?.date, language),
          })}
          labels={insights.days.map((day) => formatDate(day.date, language))}
          tickLabels={insights.days.map((day) => formatShortDay(day.date, language))}
          labelHeader={t('day')}
          series={[{ key: 'views', label: t('views'), values: views }]}
        />
      )}
      <BarChart
        title={t('channelsChart')}
        summary={t('channelsSummary', {
          last: t(period.last),
          before: t(period.before),
          now: list(now),
          then: list(then),
        })}
        categories={channels}
        categoryHeader={t('channel')}
        series={[
          { key: 'now', label: t('thisPeriod'), values: now },
          { key: 'before', label: t('periodBefore'), values: then, colour: '#7b8794' },
        ]}
      />
    </>
  );
}
