import styled from 'styled-components';
import { useProfileSummary } from '@rowad/shared/query';
import { useAuthStore } from '@rowad/shared/session';
import { ImageWithPlaceholder, PLACEHOLDER_AVATAR } from '@rowad/shared/ui';
import { useRemoteMessages } from '../../messages';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  h1 {
    margin: 0;
  }

  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }

  img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

/**
 * The owner's profile. Its header reads the same profile summary as the navbar's account menu,
 * from the one query cache the shell and every remote share: opening the page asks nothing again.
 */
export default function MyProfilePage() {
  const t = useRemoteMessages();
  const role = useAuthStore((state) => state.user?.role);
  const { data } = useProfileSummary(role);
  return (
    <section>
      <Header>
        <ImageWithPlaceholder src={data?.photo} placeholder={PLACEHOLDER_AVATAR} alt="" />
        <div>
          <h1>{t('myProfileTitle')}</h1>
          {data && <p>{t('signedInAs', { name: data.user.firstName })}</p>}
        </div>
      </Header>
    </section>
  );
}
