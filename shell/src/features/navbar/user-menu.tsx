import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from '@rowad/shared/routing';
import styled from 'styled-components';
import type { ChangePasswordModalProps } from '@rowad/shared/federation';
import { useAuthStore } from '@rowad/shared/session';
import { PLACEHOLDER_AVATAR, ImageWithPlaceholder } from '@rowad/shared/ui';
import { useShellMessages } from '../../messages';
import { RemoteModule } from '../../remotes/remote-module';
import { accountMenuLinks } from './nav-items';
import { useLogout } from './use-logout';
import { ProfileSummaryLoader, useProfileSummary } from './use-profile-summary';

const AccountDialog = lazy(() => import('./account-dialog'));

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  color: inherit;
  cursor: pointer;
  img {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  z-index: 20;
  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    text-align: start;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: none;
    border: none;
    font: inherit;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** docs/product.md §2 "Top navigation": the signed-in user's dropdown. */
export function UserMenu() {
  const t = useShellMessages();
  const role = useAuthStore((state) => state.user?.role);
  const profile = useProfileSummary();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [managingAccount, setManagingAccount] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const firstName = profile?.firstName || t('user');

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Suspense fallback={null}>
        <ProfileSummaryLoader />
      </Suspense>
      <Trigger
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('accountMenu', { name: firstName })}
        onClick={() => setOpen((value) => !value)}
      >
        <ImageWithPlaceholder src={profile?.photo} placeholder={PLACEHOLDER_AVATAR} alt="" loading="eager" />
        <span>{firstName}</span>
      </Trigger>
      {open && (
        <Menu id={menuId}>
          {accountMenuLinks(role).map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={() => setOpen(false)}>
                {t(item.key)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setChangingPassword(true);
              }}
            >
              {t('changePassword')}
            </button>
          </li>
          {/* Owners and investors find these under their profile page (issue 28). */}
          {(role === 'user' || role === 'admin') && (
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  setManagingAccount(true);
                }}
              >
                {t('yourData')}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void logout();
              }}
            >
              {t('logout')}
            </button>
          </li>
        </Menu>
      )}
      {managingAccount && (
        <Suspense fallback={null}>
          <AccountDialog onClose={() => setManagingAccount(false)} />
        </Suspense>
      )}
      {changingPassword && (
        <RemoteModule<ChangePasswordModalProps>
          remote="mfe_auth"
          module="ChangePasswordModal"
          props={{ onClose: () => setChangingPassword(false) }}
          loading={null}
        />
      )}
    </Wrapper>
  );
}
