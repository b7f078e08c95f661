import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { currentLocation, renderPage, resetApp, signInAsOwner } from '../../testing';
import AddProjectPage from './add-project-page';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  api = await installFakeApi();
  signInAsOwner('7');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  resetApp();
});

const openAddProject = () =>
  renderPage(<AddProjectPage />, { url: '/owner/add-project', pattern: '/owner/add-project' });

// By label, as a user finds a field (getByRole walks the whole long form for each lookup).
const field = (label: string) => screen.getByLabelText(label);

/** Types into a field as a paste: one change per field keeps the long form's tests quick. */
async function typeInto(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
const createButton = () => screen.getByRole('button', { name: 'Create Project' });

/** Fills the required fields (and one category), as an owner would. */
async function fillRequired() {
  await typeInto(field('Project name'), 'Olive soap');
  await typeInto(field('Description'), 'Hand-made soap from Nablus olive oil.');
  await typeInto(field('Category 1'), 'soap');
  await typeInto(field('City'), 'Nablus');
  await typeInto(field('Street'), 'Old City');
}

const sent = () =>
  api.requests.filter((request) => request.method === 'POST' && request.url === '/my-projects');

describe('AddProjectPage', () => {
  it('creates the project with trimmed values and goes to its add-images page', async () => {
    api.on('POST', '/my-projects', { status: 201, body: { id: 42 } });
    openAddProject();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Project' })).toBeTruthy();
    await typeInto(field('Project name'), '  Olive soap  ');
    await typeInto(field('Description'), 'Hand-made soap.');
    await typeInto(field('Category 1'), ' soap ');
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    await typeInto(field('Category 2'), 'handmade');
    // A box added and left blank is not sent.
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    await typeInto(field('City'), 'Nablus');
    await typeInto(field('Street'), 'Old City');
    await typeInto(field('Contact e-mail'), 'soap@example.ps');
    await userEvent.click(screen.getByRole('button', { name: 'Add phone number' }));
    await typeInto(field('Phone number 1'), '+970 599 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Add page' }));
    await userEvent.selectOptions(screen.getByLabelText('Page 1: network'), 'instagram');
    await typeInto(field('Page 1: address'), 'https://instagram.com/oliveSoap');
    await userEvent.click(createButton());

    await waitFor(() => expect(currentLocation()).toBe('/owner/edit-project-add-images/42'));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.body).toEqual({
      name: 'Olive soap',
      description: 'Hand-made soap.',
      city: 'Nablus',
      street: 'Old City',
      categories: ['soap', 'handmade'],
      contact: {
        email: 'soap@example.ps',
        website: '',
        whatsapp: '',
        phones: ['+970 599 123 456'],
        pages: [{ pageType: 'instagram', pageUrl: 'https://instagram.com/oliveSoap' }],
      },
    });
  });

  it("keeps everything typed and shows the product's text (docs/product.md) when the creation fails", async () => {
    api.on('POST', '/my-projects', { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    openAddProject();
    await fillRequired();
    await userEvent.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create the project. Please try again.',
    );
    expect(currentLocation()).toBe('/owner/add-project');
    expect((field('Project name') as HTMLInputElement).value).toBe('Olive soap');
    expect((field('Category 1') as HTMLInputElement).value).toBe('soap');
    expect((field('Street') as HTMLInputElement).value).toBe('Old City');
  });

  it('says so when the owner already has as many projects as allowed', async () => {
    api.on('POST', '/my-projects', {
      status: 409,
      body: { code: 'PROJECT_LIMIT_REACHED', message: 'You can have at most 20 projects.' },
    });
    openAddProject();
    await fillRequired();
    await userEvent.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have reached the maximum number of projects. Delete one to add another.',
    );
  });

  it('keeps the draft through a reload, offers to start over, and forgets it once created', async () => {
    const first = openAddProject();
    await typeInto(field('Project name'), 'Olive soap');
    await typeInto(field('Category 1'), 'soap');
    await userEvent.click(screen.getByRole('button', { name: 'Add phone number' }));
    await typeInto(field('Phone number 1'), '0599123456');
    first.unmount();

    // The page opens again (a reload): the draft is back, with a note.
    const second = openAddProject();
    expect((field('Project name') as HTMLInputElement).value).toBe('Olive soap');
    expect((field('Category 1') as HTMLInputElement).value).toBe('soap');
    expect((field('Phone number 1') as HTMLInputElement).value).toBe('0599123456');
    const note = screen.getByRole('status');
    expect(
      within(note).getByText('We restored the project you started writing on this device.'),
    ).toBeTruthy();
    second.unmount();

    // Another owner on the same browser does not get it.
    signInAsOwner('8');
    const other = openAddProject();
    expect((field('Project name') as HTMLInputElement).value).toBe('');
    other.unmount();

    signInAsOwner('7');
    openAddProject();
    api.on('POST', '/my-projects', { status: 201, body: { id: 43 } });
    await typeInto(field('Description'), 'Soap.');
    await typeInto(field('City'), 'Nablus');
    await typeInto(field('Street'), 'Old City');
    await userEvent.click(createButton());
    await waitFor(() => expect(currentLocation()).toBe('/owner/edit-project-add-images/43'));
    expect(sent()[0]?.body).toMatchObject({ name: 'Olive soap', contact: { phones: ['0599123456'] } });

    document.body.innerHTML = '';
    openAddProject();
    expect((field('Project name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('We restored the project you started writing on this device.')).toBeNull();
  });

  it("clears the draft with 'Start over'", async () => {
    const first = openAddProject();
    await typeInto(field('Project name'), 'Olive soap');
    first.unmount();
    openAddProject();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect((field('Project name') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field('Project name'));
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    document.body.innerHTML = '';
    openAddProject();
    expect((field('Project name') as HTMLInputElement).value).toBe('');
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    openAddProject();
    expect(screen.getByRole('heading', { level: 1, name: 'إضافة مشروع' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء المشروع' }));
    expect(screen.getByText('اسم المشروع مطلوب.')).toBeTruthy();
    expect(screen.getByText('يجب إدخال فئة واحدة على الأقل.')).toBeTruthy();
    expect(screen.getByLabelText('التصنيف 1')).toBeTruthy();
    expect(document.title).toBe('إضافة مشروع · رواد');
  });
});
