import { useState } from 'react';
import { Link, NavLink } from '@rowad/shared/routing';
import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { useAuthStore } from '@rowad/shared/session';
import { Button } from '@rowad/shared/ui';
import { useShellMessages } from '../../messages';
import { DataSaverSwitch } from './data-saver-switch';
import { LanguageSwitch } from './language-switch';
import { mainNavItems } from './nav-items';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 1.375rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const MenuToggle = styled(Button)`
  margin-inline-start: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const Links = styled.nav<{ $open: boolean }>`
  order: 3;
  flex-basis: 100%;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  /* The data saver's switch closes the menu: below the links on a phone, after them on a wide screen. */
  > button {
    margin-block-start: ${({ theme }) => theme.space(1)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    order: 0;
    flex-basis: auto;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    ul {
      flex-direction: row;
    }
    /* Closer links make room for the switch: the bar stays one line at 1280 px in Arabic too. */
    a {
      padding-inline: ${({ theme }) => theme.space(1.5)};
    }
    > button {
      margin-block-start: 0;
    }
  }
  /*
   * Between a tablet and a wide screen the links, the switch and the account's buttons do not fit
   * one line (Arabic needs 1180 px): the links take a second row of their own under the brand and
   * the buttons, rather than the buttons falling under the links at the end of the line.
   */
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) and (max-width: 1199.98px) {
    order: 3;
    flex-basis: 100%;
    margin-inline-start: -${({ theme }) => theme.space(1.5)};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-inline-start: auto;
  /* Arabic labels are wider: on a phone the buttons shrink rather than break onto two lines. */
  a,
  button {
    white-space: nowrap;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space(1)};
    a,
    button {
      padding-inline: ${({ theme }) => theme.space(2.5)};
      font-size: 0.875rem;
    }
  }
`;

/** Rowad's mark (the favicon's drawing), also in index.html's first paint before any script runs. */
function BrandMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f6e5a" />
      <path
        d="M9 24V8h7.5a5 5 0 0 1 1.2 9.8L23 24h-4.3l-4.6-6H12.6v6zm3.6-9.2h3.7a1.8 1.8 0 0 0 0-3.6h-3.7z"
        fill="#fff"
      />
    </svg>
  );
}

/** docs/product.md §2 "Top navigation". */
export function Navbar() {
  const t = useShellMessages();
  const token = useAuthStore((state) => state.token);
  const [open, setOpen] = useState(false);
  return (
    <Bar>
      <Inner>
        <Brand to={paths.home}>
          <BrandMark />
          {t('brand')}
        </Brand>
        <MenuToggle type="button" $variant="ghost" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {t('openMenu')}
        </MenuToggle>
        <Links $open={open} aria-label={t('mainNavigation')}>
          <ul>
            {mainNavItems(Boolean(token)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end onClick={() => setOpen(false)}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <DataSaverSwitch />
        </Links>
        <Actions>
          <LanguageSwitch />
          {token ? (
            <UserMenu />
          ) : (
            <>
              <Button as={Link} to={paths.login} $variant="secondary">
                {t('login')}
              </Button>
              <Button as={Link} to={paths.register}>
                {t('register')}
              </Button>
            </>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
