import styled from 'styled-components';
import {
  AccountActions,
  ProfileForm,
  ProfileFormSkeleton,
  ProfileScreen,
  SecondFactorSettings,
} from '@rowad/shared/profile-form';
import { Banner } from '@rowad/shared/forms';
import { hiddenReasonIn, useLanguageStore } from '@rowad/shared/i18n';
import { useMyOwnerProfile, useUpdateOwnerProfile } from '@rowad/shared/query';
import { Skeleton } from '@rowad/shared/ui';
import { useRemoteMessages } from '../../messages';
import { useMyProfileMessages } from './messages';
import { OwnerPhoto } from './owner-photo';

const PhotoPlace = styled.div`
  display: grid;
  justify-items: center;
  margin-block-end: ${({ theme }) => theme.space(8)};
`;

/** docs/product.md §2 "Owner my profile" (/owner/my-profile): the photo, then the profile form. */
export default function MyProfilePage() {
  const title = useRemoteMessages();
  const t = useMyProfileMessages();
  const query = useMyOwnerProfile();
  const update = useUpdateOwnerProfile();
  const language = useLanguageStore((state) => state.language);
  return (
    <ProfileScreen
      title={title('myProfileTitle')}
      query={query}
      loading={
        <>
          <PhotoPlace>
            <Skeleton $width="128px" $height="128px" style={{ borderRadius: '50%' }} />
          </PhotoPlace>
          <ProfileFormSkeleton fields={6} />
        </>
      }
    >
      {(profile) => (
        <>
          {profile.hidden && (
            <Banner $tone="danger" role="note">
              {t('hidden')}
              {profile.hiddenReason
                ? ` ${t('hiddenReason', { reason: hiddenReasonIn(profile.hiddenReason, language) })}`
                : ''}
            </Banner>
          )}
          <OwnerPhoto photo={profile.photo} />
          <ProfileForm profile={profile} bioLabel={t('bio')} save={(body) => update.mutateAsync(body)} />
          <SecondFactorSettings />
          <AccountActions kind="owner" />
        </>
      )}
    </ProfileScreen>
  );
}
