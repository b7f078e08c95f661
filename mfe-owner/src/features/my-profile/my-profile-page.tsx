import styled from 'styled-components';
import { WideFormPage } from '@rowad/shared/forms';
import {
  ProfileCard,
  ProfileForm,
  ProfileFormSkeleton,
  useProfileFormMessages,
} from '@rowad/shared/profile-form';
import { useMyOwnerProfile, useUpdateOwnerProfile } from '@rowad/shared/query';
import { Button, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { useRemoteMessages } from '../../messages';
import { useMyProfileMessages } from './messages';
import { OwnerPhoto } from './owner-photo';

const Problem = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const PhotoPlace = styled.div`
  display: grid;
  justify-items: center;
  margin-block-end: ${({ theme }) => theme.space(8)};
`;

/** SPEC "Owner my profile" (/owner/my-profile): the photo, then the profile form. */
export default function MyProfilePage() {
  const title = useRemoteMessages();
  const t = useMyProfileMessages();
  const form = useProfileFormMessages();
  const query = useMyOwnerProfile();
  const update = useUpdateOwnerProfile();
  useDocumentTitle(title('myProfileTitle'));
  return (
    <WideFormPage>
      <ProfileCard aria-busy={query.status === 'pending'}>
        <h1>{title('myProfileTitle')}</h1>
        {query.status === 'success' && (
          <>
            <OwnerPhoto photo={query.data.photo} />
            <ProfileForm profile={query.data} bioLabel={t('bio')} save={(body) => update.mutateAsync(body)} />
          </>
        )}
        {query.status === 'pending' && (
          <div role="status" aria-label={form('loading')}>
            <PhotoPlace>
              <Skeleton $width="128px" $height="128px" style={{ borderRadius: '50%' }} />
            </PhotoPlace>
            <ProfileFormSkeleton fields={6} />
          </div>
        )}
        {query.status === 'error' && (
          <Problem>
            <p role="alert">{form('loadFailed')}</p>
            <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
              {form('retry')}
            </Button>
          </Problem>
        )}
      </ProfileCard>
    </WideFormPage>
  );
}
