import { useDocumentTitle } from '@rowad/shared/ui';
import { adminPaths } from '../../../admin-paths';
import { Note, Page } from '../../../components/page-frame';
import { useUsersMessages } from '../messages';
import { Back } from './parts';

/** An account address that names none. */
export function NotFound() {
  const t = useUsersMessages();
  useDocumentTitle(t('notFound'));
  return (
    <Page>
      <h1>{t('notFound')}</h1>
      <Note>{t('notFoundText')}</Note>
      <Back to={adminPaths.users}>{t('back')}</Back>
    </Page>
  );
}
