import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import type { Investor } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import MyProfilePage from './my-profile-page';

let api: FakeApi;
beforeEach(async () => {
  queryClient.clear();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

function anInvestor(overrides: Partial<Investor> = {}): Investor {
  return {
    bio: 'Angel investor in Hebron crafts.',
    birthDate: '1979-05-14',
    address: 'Bethlehem, Star Street',
    user: { firstName: 'Sami', lastName: 'Khalil', email: 'sami@example.ps' },
    pendingEmail: null,
    ...overrides,
  };
}

async function openPage(investor = anInvestor()) {
  api.on('GET', '/investor/me', { status: 200, body: investor });
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <MyProfilePage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  // The form is there once the profile has come (its first field, in either language).
  await screen.findAllByRole('textbox');
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const updateButton = () => screen.getByRole('button', { name: 'Update Profile' }) as HTMLButtonElement;

describe('Investor my profile', () => {
  it('fills the form from GET /investor/me, with no photo and no bio', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Profile');
    expect(field('First name').value).toBe('Sami');
    expect(field('Last name').value).toBe('Khalil');
    expect(field('Email').value).toBe('sami@example.ps');
    expect(field('Address').value).toBe('Bethlehem, Star Street');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1979-05-14');
    expect(screen.queryByRole('textbox', { name: 'Bio' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change photo' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(updateButton().disabled).toBe(true);
  });

  it('saves a change with PATCH /investor, says so and takes the saved values', async () => {
    const saved = anInvestor({ address: 'Ramallah' });
    api.on('PATCH', '/investor', { status: 200, body: saved });
    await openPage();
    await userEvent.clear(field('Address'));
    await userEvent.type(field('Address'), ' Ramallah ');
    expect(updateButton().disabled).toBe(false);
    await userEvent.click(updateButton());

    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully!');
    // Only what changed goes with the required names and e-mail; the bio is never sent.
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      firstName: 'Sami',
      lastName: 'Khalil',
      email: 'sami@example.ps',
      address: 'Ramallah',
    });
    expect(field('Address').value).toBe('Ramallah');
    expect(updateButton().disabled).toBe(true);
  });

  it("shows the product's failure text (docs/product.md §8) and keeps what was typed", async () => {
    api.on('PATCH', '/investor', {
      status: 500,
      body: { code: 'INTERNAL', message: 'Internal Server Error' },
    });
    await openPage();
    await userEvent.type(field('First name'), 'r');
    await userEvent.click(updateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to update profile. Please try again later.',
    );
    expect(field('First name').value).toBe('Samir');
    expect(updateButton().disabled).toBe(false);
  });

  it('says the update needs a connection when it got no answer (issue 32), keeping what was typed', async () => {
    api.on('PATCH', '/investor', 'network');
    await openPage();
    await userEvent.type(field('First name'), 'r');
    await userEvent.click(updateButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      "You're offline. Sending needs a connection; what you typed stays here.",
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('First name').value).toBe('Samir');
  });

  it('says when the profile cannot be loaded, and loads it again on request', async () => {
    api.on('GET', '/investor/me', {
      status: 404,
      body: { code: 'PROFILE_NOT_FOUND', message: 'Profile not found' },
    });
    // Under a router, as the app shows it: the page's account actions navigate once closed.
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <MyProfilePage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load your profile. Please try again later.',
    );
    api.on('GET', '/investor/me', { status: 200, body: anInvestor() });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('textbox', { name: 'First name' })).getAttribute('value')).toBe('Sami');
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    api.on('PATCH', '/investor', {
      status: 200,
      body: anInvestor({ user: { ...anInvestor().user, firstName: 'سامي' } }),
    });
    await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ملفي الشخصي');
    await userEvent.clear(field('الاسم الأول'));
    await userEvent.click(screen.getByRole('button', { name: 'تحديث الملف الشخصي' }));
    expect(screen.getByText('الاسم الأول مطلوب')).toBeTruthy();
    await userEvent.type(field('الاسم الأول'), 'سامي');
    await userEvent.click(screen.getByRole('button', { name: 'تحديث الملف الشخصي' }));
    expect((await screen.findByRole('status')).textContent).toBe('تم تحديث الملف الشخصي بنجاح!');
  });
});
