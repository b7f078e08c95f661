import { Page } from '../../components/page-frame';
import { useAdminMessages } from '../../messages';

/** Placeholder while issue 15 builds this screen. */
export default function DashboardPage() {
  const t = useAdminMessages();
  return (
    <Page>
      <h1>{t('navDashboard')}</h1>
    </Page>
  );
}
