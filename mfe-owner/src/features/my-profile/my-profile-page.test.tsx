import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, type Owner } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi, type FakeRequest } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import MyProfilePage from './my-profile-page';

let api: FakeApi;
beforeEach(async () => {
  queryClient.clear();
  api = await installFakeApi();
  // jsdom has no object URLs; the browser's own give each chosen file its preview address.
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${++next}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

function anOwner(overrides: Partial<Owner> = {}): Owner {
  return {
    id: 12,
    photo: null,
    bio: 'Third-generation glass blower from Hebron.',
    birthDate: '1988-03-21',
    address: 'Hebron, Ein Sarah Street',
    user: { firstName: 'Amal', lastName: 'Natsheh', email: 'amal@example.ps' },
    projects: [],
    pendingEmail: null,
    ...overrides,
  };
}

/** A PATCH /owner that answers the owner as the API would: the update applied, trimmed. */
function savesAsTheApi(owner: Owner, pendingEmail: string | null = null) {
  api.on('PATCH', '/owner', (request) => {
    const body = request.body as Record<string, string | null | undefined>;
    const emailChanged = body.email?.toLowerCase() !== owner.user.email.toLowerCase();
    return {
      status: 200,
      body: {
        ...owner,
        bio: body.bio ?? owner.bio,
        birthDate: body.birthDate === undefined ? owner.birthDate : body.birthDate,
        address: body.address ?? owner.address,
        user: {
          firstName: body.firstName ?? owner.user.firstName,
          lastName: body.lastName ?? owner.user.lastName,
          // A new address waits for its confirmation link; the account keeps the old one.
          email: owner.user.email,
        },
        pendingEmail: emailChanged ? body.email : pendingEmail,
      },
    };
  });
}

async function openPage(owner = anOwner()) {
  api.on('GET', '/owner/me', { status: 200, body: owner });
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
const birthDate = () => screen.getByLabelText('Date of birth') as HTMLInputElement;
const updateButton = () => screen.getByRole('button', { name: 'Update Profile' }) as HTMLButtonElement;
const patches = () => api.requests.filter((request) => request.method === 'PATCH');
const uploads = () => api.requests.filter((request) => request.url === '/owner/owner-photo');
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const photo = () => screen.getByRole('button', { name: 'Change photo' }).querySelector('img')!;

/** What a screen reader announces as a field's description (its hint and its error). */
const messageUnder = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const aPicture = (bytes = 2048, type = 'image/png', name = 'me.png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** A call the test answers when it wants: the request is in flight until then. */
function heldAnswer() {
  let answer: (reply: { status: number; body?: unknown }) => void = () => undefined;
  const reply = new Promise<{ status: number; body?: unknown }>((resolve) => {
    answer = resolve;
  });
  return { handler: (_request: FakeRequest) => reply, answer };
}

describe('Owner my profile: the form', () => {
  it.each([
    [
      'en',
      'Your public profile is hidden: people reported it, or an admin hid it. Only you see it. Reason: spam',
    ],
    ['ar', 'ملفك العام مخفي: أبلغ عنه الناس أو أخفاه مدير. أنت وحدك تراه. السبب: رسائل مزعجة'],
  ] as const)('says when the public profile is hidden, and why (%s, issue 31)', async (language, text) => {
    act(() => useLanguageStore.getState().setLanguage(language));
    await openPage(anOwner({ hidden: true, hiddenReason: 'spam' }));
    expect(screen.getByRole('note').textContent).toBe(text);
    act(() => useLanguageStore.getState().setLanguage('en'));
  });

  it('fills every field from GET /owner/me', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Profile');
    expect(field('First name').value).toBe('Amal');
    expect(field('Last name').value).toBe('Natsheh');
    expect(field('Bio').value).toBe('Third-generation glass blower from Hebron.');
    expect(birthDate().value).toBe('1988-03-21');
    expect(birthDate().type).toBe('date');
    expect(field('Email').value).toBe('amal@example.ps');
    expect(field('Email').type).toBe('email');
    expect(field('Address').value).toBe('Hebron, Ein Sarah Street');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it("enables 'Update Profile' only while a field differs from what was loaded", async () => {
    await openPage();
    expect(updateButton().disabled).toBe(true);

    await userEvent.type(field('Address'), '  ');
    expect(updateButton().disabled).toBe(true); // trailing spaces change nothing

    await userEvent.type(field('Bio'), '!');
    expect(updateButton().disabled).toBe(false);
    await userEvent.type(field('Bio'), '{Backspace}');
    expect(updateButton().disabled).toBe(true);

    await userEvent.clear(birthDate());
    await userEvent.type(birthDate(), '1988-03-22');
    expect(updateButton().disabled).toBe(false);
    await userEvent.clear(birthDate());
    await userEvent.type(birthDate(), '1988-03-21');
    expect(updateButton().disabled).toBe(true);
  });

  it('shows the required fields’ messages under them and sends nothing', async () => {
    await openPage();
    await userEvent.clear(field('First name'));
    await userEvent.clear(field('Last name'));
    await userEvent.clear(field('Email'));
    await userEvent.click(updateButton());
    expect(messageUnder(field('First name'))).toBe('First name is required');
    expect(messageUnder(field('Last name'))).toBe('Last name is required');
    expect(messageUnder(field('Email'))).toBe('Email is required');
    expect(document.activeElement).toBe(field('First name'));
    expect(patches()).toHaveLength(0);
  });

  it('saves only what changed, says so, and takes the saved values', async () => {
    const owner = anOwner();
    savesAsTheApi(owner);
    await openPage(owner);
    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), '  Amira ');
    await userEvent.clear(field('Address'));
    await userEvent.type(field('Address'), 'Hebron, Old City');
    await userEvent.click(updateButton());

    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully!');
    expect(patches()).toHaveLength(1);
    expect(patches()[0]!.body).toEqual({
      firstName: 'Amira',
      lastName: 'Natsheh',
      email: 'amal@example.ps',
      address: 'Hebron, Old City',
    });
    expect(field('First name').value).toBe('Amira');
    expect(updateButton().disabled).toBe(true);

    // The next change is measured from the saved values.
    await userEvent.type(field('First name'), 'h');
    expect(updateButton().disabled).toBe(false);
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });

  it('clears the date of birth with null', async () => {
    const owner = anOwner();
    savesAsTheApi(owner);
    await openPage(owner);
    await userEvent.clear(birthDate());
    await userEvent.click(updateButton());
    await screen.findByRole('status');
    expect(patches()[0]!.body).toEqual({
      firstName: 'Amal',
      lastName: 'Natsheh',
      email: 'amal@example.ps',
      birthDate: null,
    });
    expect(birthDate().value).toBe('');
  });

  it("keeps what was typed after a failure, with the product's text (docs/product.md)", async () => {
    api.on('PATCH', '/owner', { status: 500, body: { code: 'INTERNAL', message: 'Internal error' } });
    await openPage();
    await userEvent.type(field('Bio'), ' Also teaches.');
    await userEvent.click(updateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to update profile. Please try again later.',
    );
    expect(field('Bio').value).toBe('Third-generation glass blower from Hebron. Also teaches.');
    expect(updateButton().disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("puts the server's message under the field it names", async () => {
    api.on('PATCH', '/owner', {
      status: 409,
      body: { code: 'EMAIL_TAKEN', message: 'Email taken', errors: { email: 'Email taken' } },
    });
    await openPage();
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'taken@example.ps');
    await userEvent.type(screen.getByLabelText('Current password'), 'olive-tree-42');
    await userEvent.click(updateButton());
    await screen.findByText('Failed to update profile. Please try again later.');
    expect(messageUnder(field('Email'))).toContain('An account with this email already exists.');
    expect(field('Email').value).toBe('taken@example.ps');
  });
});

describe('Owner my profile: changing the e-mail', () => {
  it('explains the confirmation, asks for the current password, sends it and shows the pending address', async () => {
    const owner = anOwner();
    savesAsTheApi(owner);
    await openPage(owner);
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'amal.new@example.ps');
    expect(messageUnder(field('Email'))).toBe(
      'We will send a confirmation link to the new address. Your e-mail changes once you follow it.',
    );
    const password = screen.getByLabelText('Current password');
    expect(password.getAttribute('type')).toBe('password');

    await userEvent.click(updateButton());
    expect(messageUnder(password)).toBe('Please enter your current password to change your email.');
    expect(document.activeElement).toBe(password);
    expect(patches()).toHaveLength(0);

    await userEvent.type(password, 'olive-tree-42');
    await userEvent.click(updateButton());
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully!');
    expect(patches()[0]!.body).toEqual({
      firstName: 'Amal',
      lastName: 'Natsheh',
      email: 'amal.new@example.ps',
      currentPassword: 'olive-tree-42',
    });
    // The account keeps its address until the link is followed; the new one shows as pending.
    expect(field('Email').value).toBe('amal@example.ps');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByText('Waiting for confirmation:').textContent).toContain('amal.new@example.ps');
    expect(updateButton().disabled).toBe(true);
  });

  it('asks nothing when only the letter case changes, and never sends the password otherwise', async () => {
    const owner = anOwner();
    savesAsTheApi(owner);
    await openPage(owner);
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'AMAL@example.ps');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(updateButton().disabled).toBe(true);

    await userEvent.type(field('Last name'), 'a');
    await userEvent.click(updateButton());
    await screen.findByRole('status');
    expect(patches()[0]!.body).not.toHaveProperty('currentPassword');
  });

  it('shows a wrong current password under its field', async () => {
    api.on('PATCH', '/owner', {
      status: 400,
      body: {
        code: 'WRONG_CURRENT_PASSWORD',
        message: 'The current password is incorrect.',
        errors: { currentPassword: 'The current password is incorrect.' },
      },
    });
    await openPage();
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'amal.new@example.ps');
    await userEvent.type(screen.getByLabelText('Current password'), 'guess');
    await userEvent.click(updateButton());
    await screen.findByText('Failed to update profile. Please try again later.');
    expect(messageUnder(screen.getByLabelText('Current password'))).toBe(
      'The current password is incorrect.',
    );
  });

  it('shows an address already waiting for confirmation', async () => {
    await openPage(anOwner({ pendingEmail: 'amal.new@example.ps' }));
    expect(screen.getByText('Waiting for confirmation:').textContent).toContain('amal.new@example.ps');
    expect(
      screen.getByText('Your e-mail changes once you follow the link we sent to this address.'),
    ).toBeTruthy();
  });
});

describe('Owner my profile: the photo', () => {
  it('shows the placeholder when there is none, the photo when there is one', async () => {
    await openPage();
    expect(photo().getAttribute('src')).toMatch(/^data:image\/svg/);
    document.body.innerHTML = '';
    queryClient.clear();
    await openPage(anOwner({ photo: '/uploads/o/12.webp' }));
    expect(photo().getAttribute('src')).toBe('/uploads/o/12.webp');
  });

  it('opens a file chooser for pictures from a keyboard-reachable button', async () => {
    await openPage();
    const choose = jest.spyOn(fileInput(), 'click');
    expect(fileInput().accept).toBe(IMAGE_ACCEPT);
    screen.getByRole('button', { name: 'Change photo' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(choose).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not a picture, says why, and sends nothing', async () => {
    await openPage();
    // As if the user switched the chooser to "All files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not a picture. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect(uploads()).toHaveLength(0);
    expect(photo().getAttribute('src')).toMatch(/^data:image\/svg/);
  });

  it('refuses a picture over the size limit, says why, and sends nothing', async () => {
    await openPage();
    await userEvent.upload(fileInput(), aPicture(IMAGE_MAX_BYTES + 1, 'image/jpeg', 'big.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This picture is larger than 5 MB. Please choose a smaller one.',
    );
    expect(uploads()).toHaveLength(0);
  });

  it('previews the picture at once, shows progress while it uploads, then says it is updated', async () => {
    const held = heldAnswer();
    api.on('POST', '/owner/owner-photo', held.handler);
    await openPage();
    const file = aPicture();
    await userEvent.upload(fileInput(), file);

    expect(photo().getAttribute('src')).toBe('blob:preview-1');
    expect(screen.getByRole('progressbar', { name: 'Uploading photo...' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Change photo' }) as HTMLButtonElement).disabled).toBe(true);
    const sent = uploads()[0]!.body as FormData;
    expect(sent.get('ownerImage')).toBe(file);

    act(() => held.answer({ status: 200, body: { photo: '/uploads/o/12-new.webp' } }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile photo updated successfully!');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(photo().getAttribute('src')).toBe('blob:preview-1');
  });

  it('says the upload failed, and tries the same file again without choosing it', async () => {
    api.on('POST', '/owner/owner-photo', { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    await openPage();
    const file = aPicture(4096, 'image/webp', 'me.webp');
    await userEvent.upload(fileInput(), file);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to update profile photo. Please try again later.',
    );

    api.on('POST', '/owner/owner-photo', { status: 200, body: { photo: '/uploads/o/12-new.webp' } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile photo updated successfully!');
    expect(uploads()).toHaveLength(2);
    expect((uploads()[1]!.body as FormData).get('ownerImage')).toBe(file);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('Owner my profile in Arabic', () => {
  it('speaks Arabic: labels, button, the schema’s messages and the results', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    const owner = anOwner();
    savesAsTheApi(owner);
    api.on('POST', '/owner/owner-photo', { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    await openPage(owner);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ملفي الشخصي');
    const update = screen.getByRole('button', { name: 'تحديث الملف الشخصي' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: 'نبذة' })).toBeTruthy();

    await userEvent.clear(screen.getByRole('textbox', { name: 'الاسم الأول' }));
    await userEvent.click(update);
    expect(messageUnder(screen.getByRole('textbox', { name: 'الاسم الأول' }))).toBe('الاسم الأول مطلوب');

    await userEvent.type(screen.getByRole('textbox', { name: 'الاسم الأول' }), 'أمل');
    await userEvent.click(update);
    const form = update.closest('form')!;
    expect((await within(form).findByRole('status')).textContent).toBe('تم تحديث الملف الشخصي بنجاح!');

    await userEvent.upload(fileInput(), aPicture());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'تعذّر تحديث صورة الملف الشخصي. يرجى المحاولة لاحقًا.',
    );
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
  });
});
