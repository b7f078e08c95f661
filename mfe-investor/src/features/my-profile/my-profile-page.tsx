import styled from 'styled-components';
import { WideFormPage } from '@rowad/shared/forms';
import {
  ProfileCard,
  ProfileForm,
  ProfileFormSkeleton,
  useProfileFormMessages,
} from '@rowad/shared/profile-form';
import { useMyInvestorProfile, useUpdateInvestorProfile } from '@rowad/shared/query';
import { Button, useDocumentTitle } from '@rowad/shared/ui';
import { useRemoteMessages } from '../../messages';

const Problem = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** SPEC "Investor my profile" (/investor/my-profile): the owner's form without photo and bio. */
export default function MyProfilePage() {
  const title = useRemoteMessages();
  const t = useProfileFormMessages();
  const query = useMyInvestorProfile();
  const update = useUpdateInvestorProfile();
  useDocumentTitle(title('myProfileTitle'));
  return (
    <WideFormPage>
      <ProfileCard aria-busy={query.status === 'pending'}>
        <h1>{title('myProfileTitle')}</h1>
        {query.status === 'success' && (
          <ProfileForm profile={query.data} save={(body) => update.mutateAsync(body)} />
        )}
        {query.status === 'pending' && (
          <div role="status" aria-label={t('loading')}>
            <ProfileFormSkeleton fields={5} />
          </div>
        )}
        {query.status === 'error' && (
          <Problem>
            <p role="alert">{t('loadFailed')}</p>
            <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Problem>
        )}
      </ProfileCard>
    </WideFormPage>
  );
}
