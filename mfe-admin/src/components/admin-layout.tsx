import type { ReactNode } from 'react';
import { NavLink, useLocation } from '@rowad/shared/routing';
import styled from 'styled-components';
import { useAdminSummary } from '@rowad/shared/query/admin';
import { Stack } from '@rowad/shared/ui/layout';
import { adminPaths } from '../admin-paths';
import { useAdminMessages, type AdminMessageKey } from '../messages';

const Shell = styled(Stack).attrs({ $gap: 6 })`
  max-inline-size: 1280px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(16)}`};
  /* One column no wider than the screen: the nav's row of links scrolls instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const Nav = styled.nav`
  @media (min-width: 960px) {
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: ${({ theme }) => theme.space(2)};
    list-style: none;
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
    @media (min-width: 960px) {
      flex-direction: column;
      overflow: visible;
    }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 40px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    &:hover {
      background: ${({ theme }) => theme.colors.background};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  }
`;

const Count = styled.span`
  min-inline-size: 1.5rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.8125rem;
  font-weight: 700;
  text-align: center;
`;

const Content = styled.div`
  min-inline-size: 0;
`;

interface Section {
  key: AdminMessageKey;
  to: string;
  /** The dashboard link matches only /admin itself, not every page below it. */
  end?: boolean;
  waiting?: 'projects' | 'requests' | 'reports' | 'messages' | 'mail';
  /** Shown only while something waits in it (undelivered mail is the exception, not a queue). */
  onlyWhenWaiting?: boolean;
}

const SECTIONS: readonly Section[] = [
  { key: 'navDashboard', to: adminPaths.dashboard, end: true },
  { key: 'navInsights', to: adminPaths.insights },
  { key: 'navProjects', to: adminPaths.projects, waiting: 'projects' },
  { key: 'navEvents', to: adminPaths.events },
  { key: 'navRequests', to: adminPaths.requests, waiting: 'requests' },
  { key: 'navReports', to: adminPaths.reports, waiting: 'reports' },
  { key: 'navUsers', to: adminPaths.users },
  { key: 'navMessages', to: adminPaths.messages, waiting: 'messages' },
  { key: 'navMail', to: adminPaths.mail, waiting: 'mail', onlyWhenWaiting: true },
  { key: 'navAudit', to: adminPaths.audit },
  { key: 'navReleases', to: adminPaths.releases },
];

/** The admin area's frame: its sections (with what waits in each queue) beside the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useAdminMessages();
  const summary = useAdminSummary().data;
  const here = useLocation().pathname;
  const waiting = summary && {
    projects: summary.newProjects + summary.projectEdits,
    requests: summary.participationRequests,
    reports: summary.openReports ?? 0,
    messages: summary.contactMessages,
    mail: summary.failedMails,
  };
  return (
    <Shell>
      <Nav aria-label={t('navLabel')}>
        <ul>
          {SECTIONS.map((section) => {
            const count = section.waiting && waiting ? waiting[section.waiting] : 0;
            // It stays while the admin is on its page, so sending the last one again keeps the link.
            if (section.onlyWhenWaiting && count === 0 && here !== section.to) return null;
            return (
              <li key={section.key}>
                <NavLink to={section.to} end={section.end}>
                  <span>{t(section.key)}</span>
                  {count > 0 && <Count>{count}</Count>}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </Nav>
      <Content>{children}</Content>
    </Shell>
  );
}
