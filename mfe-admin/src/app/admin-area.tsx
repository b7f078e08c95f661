import { lazy, Suspense } from 'react';
import { Route, Routes } from '@rowad/shared/routing';
import { AdminLayout } from '../components/admin-layout';
import { LoadingList, Note } from '../components/page-frame';
import { useAdminMessages } from '../messages';
import { adminRoutes } from '../admin-paths';

// Each section comes in its own chunk when it is first opened, the dashboard too: an admin who
// opens a section's address first (a queue linked from a mail) loads that section and the frame.
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const AuditLogPage = lazy(() => import('../features/audit-log/audit-log-page'));
const ContactMessagesPage = lazy(() => import('../features/contact-messages/contact-messages-page'));
const EventPage = lazy(() => import('../features/events/event-page'));
const EventsPage = lazy(() => import('../features/events/events-page'));
// The charts come with this page's chunk only.
const InsightsPage = lazy(() => import('../features/insights/insights-page'));
const FailedMailPage = lazy(() => import('../features/failed-mail/failed-mail-page'));
const ParticipationQueuePage = lazy(() => import('../features/participation-queue/participation-queue-page'));
const ProjectReviewPage = lazy(() => import('../features/project-review/project-review-page'));
const ReportsPage = lazy(() => import('../features/reports/reports-page'));
const ReleasesPage = lazy(() => import('../features/releases/releases-page'));
const UserPage = lazy(() => import('../features/users/user-page'));
const UsersPage = lazy(() => import('../features/users/users-page'));

function SectionLoading() {
  const t = useAdminMessages();
  return <LoadingList label={t('loadingSection')} rows={3} height="72px" />;
}

function UnknownPage() {
  const t = useAdminMessages();
  return <Note $problem>{t('notFound')}</Note>;
}

/**
 * The admin area (mfe_admin/AdminPage): the shell routes `/admin/*` here for the admin role only
 * (the API refuses every admin call to anyone else), and the area routes its own pages.
 */
export default function AdminArea() {
  return (
    <AdminLayout>
      <Suspense fallback={<SectionLoading />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path={adminRoutes.projects} element={<ProjectReviewPage />} />
          <Route path={adminRoutes.project} element={<ProjectReviewPage />} />
          <Route path={adminRoutes.events} element={<EventsPage />} />
          <Route path={adminRoutes.newEvent} element={<EventPage />} />
          <Route path={adminRoutes.event} element={<EventPage />} />
          <Route path={adminRoutes.requests} element={<ParticipationQueuePage />} />
          <Route path={adminRoutes.reports} element={<ReportsPage />} />
          <Route path={adminRoutes.users} element={<UsersPage />} />
          <Route path={adminRoutes.user} element={<UserPage />} />
          <Route path={adminRoutes.messages} element={<ContactMessagesPage />} />
          <Route path={adminRoutes.mail} element={<FailedMailPage />} />
          <Route path={adminRoutes.audit} element={<AuditLogPage />} />
          <Route path={adminRoutes.releases} element={<ReleasesPage />} />
          <Route path={adminRoutes.insights} element={<InsightsPage />} />
          <Route path="*" element={<UnknownPage />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
