import { Route, Routes } from '@rowad/shared/routing';
import AuditLogPage from '../features/audit-log/audit-log-page';
import ContactMessagesPage from '../features/contact-messages/contact-messages-page';
import DashboardPage from '../features/dashboard/dashboard-page';
import EventPage from '../features/events/event-page';
import EventsPage from '../features/events/events-page';
import FailedMailPage from '../features/failed-mail/failed-mail-page';
import ParticipationQueuePage from '../features/participation-queue/participation-queue-page';
import ProjectReviewPage from '../features/project-review/project-review-page';
import UserPage from '../features/users/user-page';
import UsersPage from '../features/users/users-page';
import { AdminLayout } from '../components/admin-layout';
import { Note } from '../components/page-frame';
import { useAdminMessages } from '../messages';
import { adminRoutes } from './admin-paths';

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
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path={adminRoutes.projects} element={<ProjectReviewPage />} />
        <Route path={adminRoutes.project} element={<ProjectReviewPage />} />
        <Route path={adminRoutes.events} element={<EventsPage />} />
        <Route path={adminRoutes.newEvent} element={<EventPage />} />
        <Route path={adminRoutes.event} element={<EventPage />} />
        <Route path={adminRoutes.requests} element={<ParticipationQueuePage />} />
        <Route path={adminRoutes.users} element={<UsersPage />} />
        <Route path={adminRoutes.user} element={<UserPage />} />
        <Route path={adminRoutes.messages} element={<ContactMessagesPage />} />
        <Route path={adminRoutes.mail} element={<FailedMailPage />} />
        <Route path={adminRoutes.audit} element={<AuditLogPage />} />
        <Route path="*" element={<UnknownPage />} />
      </Routes>
    </AdminLayout>
  );
}
