import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { queryClient } from '@rowad/shared/query';
import { useAuthStore, type Role } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { makeToken } from '@rowad/shared/test/tokens';
import { DATA_SAVER_STORAGE_KEY, choiceInCookies } from '@rowad/shared/data-saver';
import { theme, useDataSaverStore } from '@rowad/shared/ui';
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
  let server: FakeApi;
  beforeEach(async () => {
    // Unless a test says otherwise, the profile summary fails as it does offline (only logged).
    server = await installFakeApi();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    server.restore();
    act(() => {
      useAuthStore.getState().signOut();
      useLanguageStore.getState().setLanguage('en');
    });
  });

  it('shows a guest the public links, Login and Register, and no Entrepreneurs', async () => {
    renderNavbar();
    expect(await navLinks()).toEqual([
      ['Home', paths.home],
      ['About', paths.about],
      ['Projects', paths.projects],
      ['Events', paths.events],
      ['Contact', paths.contact],
      ['FAQ', paths.faq],
    ]);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(paths.login);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(paths.register);
  });

  it('adds Entrepreneurs for a signed-in user and replaces Login/Register with the account menu', async () => {
    signInAs('investor');
    renderNavbar();
    expect(await navLinks()).toContainEqual(['Entrepreneurs', paths.owners]);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu for User' })).toBeTruthy();
  });

  it("gives an owner Profile, My Projects, Investor requests, Insights, Change Password and Logout, falling back to 'User'", async () => {
    signInAs('owner');
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(paths.ownerProfile);
    expect(screen.getByRole('link', { name: 'My Projects' }).getAttribute('href')).toBe(paths.myProjects);
    expect(screen.getByRole('link', { name: 'Investor requests' }).getAttribute('href')).toBe(
      paths.infoRequests,
    );
    expect(screen.getByRole('link', { name: 'Insights' }).getAttribute('href')).toBe(paths.ownerInsights);
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('gives an investor only the investor profile link before Change Password and Logout', async () => {
    signInAs('investor');
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(paths.investorProfile);
    expect(screen.queryByRole('link', { name: 'My Projects' })).toBeNull();
  });

  it.each(['user', 'admin'] as const)(
    'gives a %s, who has no profile page, two-step sign-in, Download my data and Close my account in a dialog',
    async (role) => {
      server.on('GET', '/app/auth/mfa', {
        status: 200,
        body: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: role === 'admin' },
      });
      signInAs(role);
      renderNavbar();
      await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Your data and account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Your data and account' });
      expect(within(dialog).getByRole('button', { name: 'Download my data' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Close my account' })).toBeTruthy();
      expect(await within(dialog).findByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
      expect(await within(dialog).findByRole('button', { name: 'Turn on' })).toBeTruthy();
    },
  );

  it('leaves owners and investors to their profile page for their data', async () => {
    signInAs('owner');
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('button', { name: 'Your data and account' })).toBeNull();
  });

  it('shows the first name and photo from the profile summary', async () => {
    signInAs('owner');
    act(() => useAuthStore.getState().setProfile({ photo: '/uploads/amal.webp', firstName: 'Amal' }));
    renderNavbar();
    const trigger = screen.getByRole('button', { name: 'Account menu for Amal' });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/uploads/amal.webp');
  });

  it('loads the first name and photo of the account menu from GET /app/{role}/me', async () => {
    server.on('GET', '/app/investor/me', {
      status: 200,
      body: { photo: '/uploads/sami.webp', user: { firstName: 'Sami' } },
    });
    signInAs('investor');
    renderNavbar();
    const trigger = await screen.findByRole('button', { name: 'Account menu for Sami' });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/uploads/sami.webp');
  });

  it("tries three times, then keeps 'User' and only logs when the profile summary cannot be loaded", async () => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
    server.on('GET', '/app/owner/me', 'network');
    signInAs('owner');
    renderNavbar();
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    queryClient.setDefaultOptions(defaults);
    expect(server.requests.filter(({ url }) => url === '/app/owner/me')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Account menu for User' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Arabic after the language switch', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'اعرض الموقع بالعربية' }));
    expect((await navLinks())[0]).toEqual(['الرئيسية', paths.home]);
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  describe('the data saver (issue 32)', () => {
    afterEach(() => act(() => useDataSaverStore.getState().choose(false)));

    async function dataSaverSwitch(name: string) {
      const toggle = screen.getByRole('button', { name: /^(Menu|القائمة)$/ });
      if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
      return screen.getByRole('switch', { name });
    }

    it('is a switch in the menu that a guest turns on, kept on this device and told to the server', async () => {
      renderNavbar();
      const saver = await dataSaverSwitch('Data saver');
      expect(saver.getAttribute('aria-checked')).toBe('false');
      expect(saver.textContent).toContain('Off');
      await userEvent.click(saver);
      expect(saver.getAttribute('aria-checked')).toBe('true');
      expect(saver.textContent).toContain('On');
      expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('on');
      expect(choiceInCookies(document.cookie)).toBe('on');
      expect(document.documentElement.hasAttribute('data-save-data')).toBe(true);
      await userEvent.click(saver);
      expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('off');
      expect(choiceInCookies(document.cookie)).toBe('off');
    });

    it('is there for someone signed in too, and says what it does', async () => {
      await signInAs('investor');
      renderNavbar();
      const saver = await dataSaverSwitch('Data saver');
      const hint = document.getElementById(saver.getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe('Lists show no pictures until you ask, and pages load small ones.');
    });

    it('speaks Arabic', async () => {
      act(() => useLanguageStore.getState().setLanguage('ar'));
      renderNavbar();
      await userEvent.click(await dataSaverSwitch('توفير البيانات'));
      expect(screen.getByRole('switch', { name: 'توفير البيانات' }).textContent).toContain('مفعّل');
    });
  });
});
