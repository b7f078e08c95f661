import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { apiClient } from '@rowad/shared/api-client';
import { useLanguageStore } from '@rowad/shared/i18n';
import { useAuthStore, type Role } from '@rowad/shared/session';
import { makeToken } from '@rowad/shared/test/tokens';
import { theme } from '@rowad/shared/ui';
import { Navbar } from './navbar';

function renderNavbar() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const signInAs = (role: Role) => act(() => void useAuthStore.getState().signIn(makeToken({ role })));
// jsdom has no viewport: the links show as on a phone, behind the menu toggle.
async function navLinks() {
  const toggle = screen.getByRole('button', { name: /^(Menu|القائمة)$/ });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  return within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Navbar', () => {
  beforeEach(() => {
    // No API here: the profile summary fails as it does offline (and is only logged).
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => {
      useAuthStore.getState().signOut();
      useLanguageStore.getState().setLanguage('en');
    });
  });

  it('shows a guest the public links, Login and Register, and no Entrepreneurs', async () => {
    renderNavbar();
    expect(await navLinks()).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Projects', '/allprojects'],
      ['Events', '/allevents'],
      ['Contact', '/contact'],
      ['FAQ', '/faq'],
    ]);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('adds Entrepreneurs for a signed-in user and replaces Login/Register with the account menu', async () => {
    signInAs('investor');
    renderNavbar();
    expect(await navLinks()).toContainEqual(['Entrepreneurs', '/allOwners']);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu for User' })).toBeTruthy();
  });

  it("gives an owner Profile, My Projects, Change Password and Logout, falling back to 'User'", async () => {
    signInAs('owner');
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/owner/my-profile');
    expect(screen.getByRole('link', { name: 'My Projects' }).getAttribute('href')).toBe('/owner/my-projects');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('gives an investor only the investor profile link before Change Password and Logout', async () => {
    signInAs('investor');
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/investor/my-profile');
    expect(screen.queryByRole('link', { name: 'My Projects' })).toBeNull();
  });

  it('shows the first name and photo from the profile summary', async () => {
    signInAs('owner');
    act(() => useAuthStore.getState().setProfile({ photo: '/uploads/amal.webp', firstName: 'Amal' }));
    renderNavbar();
    const trigger = screen.getByRole('button', { name: 'Account menu for Amal' });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/uploads/amal.webp');
  });

  it('speaks Arabic after the language switch', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'اعرض الموقع بالعربية' }));
    expect((await navLinks())[0]).toEqual(['الرئيسية', '/']);
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
