import {
  AccountActions,
  ProfileForm,
  ProfileFormSkeleton,
  ProfileScreen,
  SecondFactorSettings,
} from '@rowad/shared/profile-form';
import { useMyInvestorProfile, useUpdateInvestorProfile } from '@rowad/shared/query';
import { useRemoteMessages } from '../../messages';

/** docs/product.md §2 "Investor my profile" (/investor/my-profile): the owner's form without photo and bio. */
export default function MyProfilePage() {
  const title = useRemoteMessages();
  const query = useMyInvestorProfile();
  const update = useUpdateInvestorProfile();
  return (
    <ProfileScreen title={title('myProfileTitle')} query={query} loading={<ProfileFormSkeleton fields={5} />}>
      {(profile) => (
        <>
          <ProfileForm profile={profile} save={(body) => update.mutateAsync(body)} />
          <SecondFactorSettings />
          <AccountActions kind="investor" />
        </>
      )}
    </ProfileScreen>
  );
}
