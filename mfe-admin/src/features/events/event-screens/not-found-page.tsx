import { useDocumentTitle } from '@rowad/shared/ui';
import { adminPaths } from '../../../admin-paths';
import { Lead, Page } from '../../../components/page-frame';
import { useEventsMessages } from '../messages';
import { Back } from './page-parts';

/** A bazaar address that names none. */
export function NotFoundPage() {
  const t = useEventsMessages();
  useDocumentTitle(t('notFound'));
  return (
    <Page>
      <h1>{t('notFound')}</h1>
      <Lead>{t('notFoundText')}</Lead>
      <Back to={adminPaths.events}>{t('backToList')}</Back>
    </Page>
  );
}
