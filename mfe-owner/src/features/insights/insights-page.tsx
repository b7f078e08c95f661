import { useId } from 'react';
import styled from 'styled-components';
import { formatNumber, PeriodButtons } from '@rowad/shared/charts';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths, pathId } from '@rowad/shared/paths';
import { Link, useSearchParams } from '@rowad/shared/routing';
import {
  INSIGHTS_DAYS,
  INSIGHTS_DAYS_DEFAULT,
  type InsightsDays,
  type OwnerInsights,
} from '@rowad/shared/schemas';
import { Button, Select, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { primaryLinkStyle, StateNote } from '@rowad/shared/ui/layout';
import { useRemoteMessages } from '../../messages';
import { InsightsCharts } from './insights-charts';
import { InsightsNumbers, tapsOf } from './insights-numbers';
import { useInsightsMessages } from './messages';
import { useOwnerInsights, useProjectInsights } from './queries';

const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-inline-size: 1040px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(16)};
  padding-inline: ${({ theme }) => theme.space(4)};
  min-inline-size: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem);
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  max-inline-size: 70ch;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(4)};
  label {
    display: block;
    margin-block-end: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  & > div {
    flex: 1 1 220px;
    max-inline-size: 360px;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-inline-size: 0;
  @media (min-width: 768px) {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Projects = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
    padding-block: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  button {
    padding-inline: 0;
    border: 0;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-align: start;
  }
`;

const EachHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.125rem;
`;

const AddLink = styled(Link)`
  ${primaryLinkStyle}
  justify-self: start;
`;

/** The period in the address (`?days=7`), else the default; anything else is the default too. */
function daysOf(value: string | null): InsightsDays {
  const days = Number(value);
  return (INSIGHTS_DAYS as readonly number[]).includes(days) ? (days as InsightsDays) : INSIGHTS_DAYS_DEFAULT;
}

function EachProject({ insights, onOpen }: { insights: OwnerInsights; onOpen: (id: number) => void }) {
  const t = useInsightsMessages();
  const language = useLanguageStore((state) => state.language);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <EachHeading id={headingId}>{t('eachProject')}</EachHeading>
      <Projects>
        {insights.projects.map((project) => (
          <li key={project.id}>
            <Button
              type="button"
              $variant="ghost"
              onClick={() => onOpen(project.id)}
              aria-label={t('openProject', { name: project.name })}
            >
              <bdi>{project.name}</bdi>
            </Button>
            <span>
              {t('projectViews', {
                views: formatNumber(project.totals.views, language),
                taps: formatNumber(tapsOf(project.totals.taps), language),
              })}
            </span>
          </li>
        ))}
      </Projects>
    </section>
  );
}

/**
 * /owner/insights (issue 30): the owner's numbers over the last 7, 30 or 90 days against the
 * period before, for all their projects together or one (`?project=ID`, the link on each of
 * My Projects' cards), as numbers in words, a line of views per day and bars per contact channel.
 */
export default function InsightsPage() {
  const title = useRemoteMessages();
  const t = useInsightsMessages();
  useDocumentTitle(title('insightsTitle'));
  const [params, setParams] = useSearchParams();
  const days = daysOf(params.get('days'));
  const asked = pathId(params.get('project') ?? undefined);
  const all = useOwnerInsights(days);
  const known = all.data?.projects.some((project) => project.id === asked) ?? false;
  const projectId = known ? asked : undefined;
  const one = useProjectInsights(projectId, days);
  const projectSelect = useId();

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const shown = projectId === undefined ? all : one;
  let body;
  if (shown.status === 'pending' || all.status === 'pending') {
    body = (
      <div aria-busy="true" aria-label={t('loading')}>
        <Skeleton $height="320px" />
      </div>
    );
  } else if (shown.status === 'error' || all.status === 'error') {
    body = (
      <StateNote $problem role="alert">
        {t('failed')}{' '}
        <Button type="button" $variant="ghost" onClick={() => void shown.refetch()}>
          {t('retry')}
        </Button>
      </StateNote>
    );
  } else if (all.data.projects.length === 0) {
    body = (
      <>
        <StateNote>{t('noProjects')}</StateNote>
        <AddLink to={paths.addProject}>{t('addProject')}</AddLink>
      </>
    );
  } else {
    body = (
      <>
        <InsightsNumbers insights={shown.data} days={days} />
        <Panel>
          <InsightsCharts insights={shown.data} days={days} />
        </Panel>
        {projectId === undefined && all.data.projects.length > 1 && (
          <EachProject
            insights={all.data}
            onOpen={(id) => {
              setParam('project', String(id));
              // The list leaves with the choice: the focus goes to the picker now showing it.
              document.getElementById(projectSelect)?.focus();
            }}
          />
        )}
      </>
    );
  }

  const projects = all.data?.projects ?? [];
  return (
    <Frame>
      <h1>{title('insightsTitle')}</h1>
      <Lead>{t('lead')}</Lead>
      <Controls>
        <PeriodButtons
          legend={t('period')}
          options={INSIGHTS_DAYS.map((value) => ({ value, label: t(`days${value}`) }))}
          value={days}
          onChange={(value) => setParam('days', value === INSIGHTS_DAYS_DEFAULT ? undefined : String(value))}
        />
        {projects.length > 1 && (
          <div>
            <label htmlFor={projectSelect}>{t('project')}</label>
            <Select
              id={projectSelect}
              value={projectId === undefined ? '' : String(projectId)}
              onChange={(event) => setParam('project', event.target.value || undefined)}
            >
              <option value="">{t('allProjects')}</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </Select>
          </div>
        )}
      </Controls>
      {asked !== undefined && all.status === 'success' && !known && (
        <StateNote role="status">{t('unknownProject')}</StateNote>
      )}
      {body}
    </Frame>
  );
}
