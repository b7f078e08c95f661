import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { getAdminInsights } from '@rowad/shared/api';
import { PeriodButtons } from '@rowad/shared/charts';
import { adminKeys, queryClient } from '@rowad/shared/query';
import { useSearchParams } from '@rowad/shared/routing';
import { INSIGHTS_WEEKS, INSIGHTS_WEEKS_DEFAULT, type InsightsWeeks } from '@rowad/shared/schemas';
import { useDocumentTitle } from '@rowad/shared/ui';
import { LoadFailed, LoadingList, Lead, Page } from '../../components/page-frame';
import { AdminInsightsView } from './insights-view';
import { useAdminInsightsMessages } from './messages';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The period in the address (`?weeks=26`), else the default; anything else is the default too. */
function weeksOf(value: string | null): InsightsWeeks {
  const weeks = Number(value);
  return (INSIGHTS_WEEKS as readonly number[]).includes(weeks)
    ? (weeks as InsightsWeeks)
    : INSIGHTS_WEEKS_DEFAULT;
}

// Its query lives here, not in @rowad/shared/query (every visitor's bytes): one admin page asks it.
const useAdminInsights = (weeks: InsightsWeeks) =>
  useQuery(
    {
      queryKey: [...adminKeys.all, 'insights', weeks],
      queryFn: ({ signal }) => getAdminInsights(weeks, signal),
    },
    queryClient,
  );

/**
 * /admin/insights (issue 30): the platform per ISO week over the last 4 to 52 weeks against as
 * many before: sign-ups per role, projects published, bazaars and their requests, comments, mail
 * and the public pages' views, in numbers with words, lines per week and bars per role.
 */
export default function AdminInsightsPage() {
  const t = useAdminInsightsMessages();
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const weeks = weeksOf(params.get('weeks'));
  const query = useAdminInsights(weeks);
  const choose = (value: InsightsWeeks) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === INSIGHTS_WEEKS_DEFAULT) next.delete('weeks');
        else next.set('weeks', String(value));
        return next;
      },
      { replace: true },
    );

  let body;
  if (query.status === 'pending') body = <LoadingList label={t('loading')} rows={2} height="240px" />;
  else if (query.status === 'error')
    body = <LoadFailed text={t('failed')} onRetry={() => void query.refetch()} />;
  else body = <AdminInsightsView insights={query.data} weeks={weeks} />;

  return (
    <Page>
      <h1>{t('title')}</h1>
      <Lead>{t('lead')}</Lead>
      <Controls>
        <PeriodButtons
          legend={t('period')}
          options={INSIGHTS_WEEKS.map((value) => ({ value, label: t(`weeks${value}`) }))}
          value={weeks}
          onChange={choose}
        />
      </Controls>
      {body}
    </Page>
  );
}
