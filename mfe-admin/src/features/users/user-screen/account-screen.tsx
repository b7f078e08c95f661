import { toApiFailure } from '@rowad/shared/api-client';
import { useAdminUser } from '@rowad/shared/query/admin';
import { Button, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { adminPaths } from '../../../admin-paths';
import { Note, Page } from '../../../components/page-frame';
import { useAdminMessages } from '../../../messages';
import { useUsersMessages } from '../messages';
import { Account } from './account';
import { NotFound } from './not-found';
import { Back, Stack } from './parts';

/** The account loads, then shows; a missing one says so. */
export function AccountScreen({ id }: { id: number }) {
  const t = useUsersMessages();
  const area = useAdminMessages();
  const query = useAdminUser(id);
  const missing = query.status === 'error' && toApiFailure(query.error).status === 404;
  // Once loaded, the account's name titles the page (and a missing one says so).
  useDocumentTitle(query.status === 'success' || missing ? undefined : t('accountTitle'));

  if (missing) return <NotFound />;

  let body;
  if (query.status === 'pending') {
    body = (
      <Stack aria-busy="true" aria-label={t('accountLoading')}>
        <Skeleton $height="2.5rem" $width="min(24rem, 80%)" />
        <Skeleton $height="10rem" />
      </Stack>
    );
  } else if (query.status === 'error') {
    body = (
      <>
        <h1>{t('accountTitle')}</h1>
        <Note $problem role="alert">
          {t('accountFailed')}{' '}
          <Button type="button" $variant="ghost" onClick={() => void query.refetch()}>
            {area('retry')}
          </Button>
        </Note>
      </>
    );
  } else {
    body = <Account user={query.data} />;
  }
  return (
    <Page>
      <Back to={adminPaths.users}>{t('back')}</Back>
      {body}
    </Page>
  );
}
