import styled from 'styled-components';
import { Link } from '@rowad/shared/routing';
import { useAdminSummary } from '@rowad/shared/query/admin';
import type { AdminSummary } from '@rowad/shared/schemas';
import { Button, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { PlainList, Row } from '@rowad/shared/ui/layout';
import { adminPaths } from '../../admin-paths';
import { Lead, Page, Panel } from '../../components/page-frame';
import { useAdminMessages } from '../../messages';
import { useDashboardMessages, type DashboardMessageKey } from './messages';

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Cards = styled(PlainList).attrs({ $fill: '220px', $gap: 4 })``;

// The whole card is the link's target (its ::after covers the card), while the link's name stays
// the queue's name: a screen reader hears "New projects, link", then the count.
const Card = styled.li<{ $waiting: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid
    ${({ theme, $waiting }) => ($waiting ? theme.colors.warning : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

const Count = styled.p<{ $waiting: boolean }>`
  && {
    font-size: 2rem;
    font-weight: 700;
    line-height: 1.1;
    color: ${({ theme, $waiting }) => ($waiting ? theme.colors.warning : theme.colors.muted)};
  }
`;

const State = styled.p<{ $waiting: boolean }>`
  && {
    font-weight: 600;
    color: ${({ theme, $waiting }) => ($waiting ? theme.colors.warning : theme.colors.success)};
  }
`;

const Failure = styled(Panel)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Links = styled(PlainList).attrs({ $fill: '220px' })`
  li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

// Mail given up after every attempt: not a queue to decide on, a problem to see, above the cards.
const MailWarning = styled(Row).attrs({ as: 'p' as const, $align: 'center', $gap: [1, 3] as const })`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

interface Queue {
  count: Exclude<keyof AdminSummary, 'failedMails'>;
  about: DashboardMessageKey;
  to: string;
}

// The summary's keys are the queues' names in the messages too.
const QUEUES: readonly Queue[] = [
  { count: 'newProjects', about: 'newProjectsAbout', to: adminPaths.projects },
  { count: 'projectEdits', about: 'projectEditsAbout', to: adminPaths.projects },
  { count: 'participationRequests', about: 'participationRequestsAbout', to: adminPaths.requests },
  { count: 'contactMessages', about: 'contactMessagesAbout', to: adminPaths.messages },
  { count: 'openReports', about: 'openReportsAbout', to: adminPaths.reports },
];

const MORE: readonly { name: DashboardMessageKey; about: DashboardMessageKey; to: string }[] = [
  { name: 'eventsLink', about: 'eventsAbout', to: adminPaths.events },
  { name: 'usersLink', about: 'usersAbout', to: adminPaths.users },
  { name: 'auditLink', about: 'auditAbout', to: adminPaths.audit },
  { name: 'releasesLink', about: 'releasesAbout', to: adminPaths.releases },
];

function QueueCard({ queue, count }: { queue: Queue; count: number | undefined }) {
  const t = useDashboardMessages();
  const waiting = (count ?? 0) > 0;
  return (
    <Card $waiting={waiting}>
      <h3>
        <Link to={queue.to}>{t(queue.count)}</Link>
      </h3>
      {count === undefined ? (
        <>
          <Skeleton $width="3ch" $height="2.2rem" />
          <Skeleton $width="60%" />
        </>
      ) : (
        <>
          <Count $waiting={waiting}>{count}</Count>
          <State $waiting={waiting}>
            {!waiting ? t('nothingWaiting') : count === 1 ? t('oneWaiting') : t('waitingCount', { count })}
          </State>
        </>
      )}
      <p>{t(queue.about)}</p>
    </Card>
  );
}

/** /admin: how many items wait in each queue (a card each, opening it), and the other sections. */
export default function DashboardPage() {
  const area = useAdminMessages();
  const t = useDashboardMessages();
  useDocumentTitle(area('navDashboard'));
  const summary = useAdminSummary();
  const failedMails = summary.data?.failedMails ?? 0;

  return (
    <Page>
      <h1>{area('navDashboard')}</h1>
      <Lead>{t('lead')}</Lead>
      {failedMails > 0 && (
        <MailWarning role="note">
          <span>{failedMails === 1 ? t('oneFailedMail') : t('failedMails', { count: failedMails })}</span>
          <Link to={adminPaths.mail}>{t('seeFailedMails')}</Link>
        </MailWarning>
      )}
      <Section aria-labelledby="dashboard-waiting">
        <Heading id="dashboard-waiting">{t('waitingHeading')}</Heading>
        {summary.status === 'error' ? (
          <Failure>
            <p role="alert">{t('failed')}</p>
            <Button
              type="button"
              $variant="secondary"
              disabled={summary.isFetching}
              onClick={() => void summary.refetch()}
            >
              {area('retry')}
            </Button>
          </Failure>
        ) : (
          <Cards
            aria-busy={summary.status === 'pending' || undefined}
            aria-describedby={summary.status === 'pending' ? 'dashboard-loading' : undefined}
          >
            {QUEUES.map((queue) => (
              <QueueCard
                key={queue.count}
                queue={queue}
                // openReports is optional in the contract: a loaded summary without it has none.
                count={summary.data ? (summary.data[queue.count] ?? 0) : undefined}
              />
            ))}
          </Cards>
        )}
        {summary.status === 'pending' && (
          <p id="dashboard-loading" className="visually-hidden" role="status">
            {t('loading')}
          </p>
        )}
      </Section>
      <Section aria-labelledby="dashboard-more">
        <Heading id="dashboard-more">{t('moreHeading')}</Heading>
        <Links>
          {MORE.map((entry) => (
            <li key={entry.name}>
              <Link to={entry.to}>{t(entry.name)}</Link>
              <span>{t(entry.about)}</span>
            </li>
          ))}
        </Links>
      </Section>
    </Page>
  );
}
