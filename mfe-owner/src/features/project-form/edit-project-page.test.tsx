import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { anOwnerProject, currentLocation, renderPage, resetApp, signInAsOwner } from '../../testing';
import EditProjectPage from './edit-project-page';
import { IMAGES_INFO_DELAY_MS, PROJECT_IMAGES_ID } from './images-info-dialog';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  api = await installFakeApi();
  signInAsOwner();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  resetApp();
});

const soap = anOwnerProject({
  id: 9,
  name: 'Olive soap',
  description: 'Hand-made soap.',
  categories: ['soap', 'handmade'],
  city: 'Nablus',
  street: 'Old City',
  contact: {
    email: 'soap@example.ps',
    website: 'https://soap.ps',
    whatsapp: '+970599000000',
    phones: ['0599123456'],
    pages: [{ pageType: 'instagram', pageUrl: 'https://instagram.com/soap' }],
  },
});

function openEdit(url = '/owner/edit-project/9') {
  return renderPage(<EditProjectPage />, { url, pattern: '/owner/edit-project/:id' });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

async function typeInto(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.paste(text);
}

describe('EditProjectPage', () => {
  it('fills the form with the project from GET /my-projects/{id}', async () => {
    api.on('GET', '/my-projects/9', { status: 200, body: soap });
    openEdit();
    expect((await screen.findByLabelText<HTMLInputElement>('Project name')).value).toBe('Olive soap');
    expect(field('Description').value).toBe('Hand-made soap.');
    expect(field('Category 1').value).toBe('soap');
    expect(field('Category 2').value).toBe('handmade');
    expect(field('City').value).toBe('Nablus');
    expect(field('Street').value).toBe('Old City');
    expect(field('Contact e-mail').value).toBe('soap@example.ps');
    expect(field('Website').value).toBe('https://soap.ps');
    expect(field('WhatsApp').value).toBe('+970599000000');
    expect(field('Phone number 1').value).toBe('0599123456');
    expect(field('Page 1: network').value).toBe('instagram');
    expect(field('Page 1: address').value).toBe('https://instagram.com/soap');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeTruthy();
  });

  it("saves the changes and tells the owner they wait for an admin's approval and an e-mail", async () => {
    api.on('GET', '/my-projects/9', { status: 200, body: soap });
    api.on('PATCH', '/my-projects/9', ({ body }) => {
      const changed = { ...soap, ...(body as object), review: { state: 'pending', reason: null } };
      api.on('GET', '/my-projects/9', { status: 200, body: changed });
      return { status: 200, body: changed };
    });
    openEdit();
    await typeInto(await screen.findByLabelText('Project name'), 'Olive soap bars ');
    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Changes submitted' });
    expect(
      within(dialog).getByText(
        'Your changes have been saved. They stay invisible to the public until an admin approves them, and you will receive an e-mail once they are approved.',
      ),
    ).toBeTruthy();
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({
      name: 'Olive soap bars',
      description: 'Hand-made soap.',
      city: 'Nablus',
      street: 'Old City',
      categories: ['soap', 'handmade'],
      contact: soap.contact,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The form keeps what was saved, and now says that a version waits for review.
    expect(field('Project name').value).toBe('Olive soap bars ');
    expect(await screen.findByText(/Your latest changes are waiting for review/)).toBeTruthy();
  });

  it("checks with the same rules before saving: the product's messages (docs/product.md §5) under the fields", async () => {
    api.on('GET', '/my-projects/9', { status: 200, body: soap });
    openEdit();
    await userEvent.clear(await screen.findByLabelText('City'));
    await save();
    expect(screen.getByText('City is required.')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it("keeps the changes and shows the product's text (docs/product.md) when saving fails", async () => {
    api.on('GET', '/my-projects/9', { status: 200, body: soap });
    api.on('PATCH', '/my-projects/9', {
      status: 500,
      body: { code: 'INTERNAL', message: 'Internal Server Error' },
    });
    openEdit();
    await typeInto(await screen.findByLabelText('Street'), 'New Street');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to update project. Please try again.',
    );
    expect(field('Street').value).toBe('New Street');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says saving needs a connection when it got no answer (issue 32), keeping the changes', async () => {
    api.on('GET', '/my-projects/9', { status: 200, body: soap });
    api.on('PATCH', '/my-projects/9', 'network');
    openEdit();
    await typeInto(await screen.findByLabelText('Street'), 'New Street');
    await save();
    expect((await screen.findByRole('status')).textContent).toBe(
      "You're offline. Sending needs a connection; what you typed stays here.",
    );
    expect(screen.queryByText('Failed to update project. Please try again.')).toBeNull();
    expect(field('Street').value).toBe('New Street');
  });

  it("shows the admin's reason when the last change was refused", async () => {
    api.on('GET', '/my-projects/9', {
      status: 200,
      body: { ...soap, review: { state: 'rejected', reason: 'Please add a street number.' } },
    });
    openEdit();
    expect(await screen.findByText(/An admin did not approve your latest changes\./)).toBeTruthy();
    expect(screen.getByText('Please add a street number.')).toBeTruthy();
  });

  it("says 'Failed to load project details.' when the project cannot be loaded", async () => {
    api.on('GET', '/my-projects/9', { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    openEdit();
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe(
      'Failed to load project details.',
    );
    expect(screen.queryByLabelText('Project name')).toBeNull();
  });

  it.each([404, 403])(
    'says plainly that a project answered %i is not among the owner’s projects',
    async (status) => {
      api.on('GET', '/my-projects/9', {
        status,
        body: { code: 'PROJECT_NOT_FOUND', message: 'Project not found' },
      });
      openEdit();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This project was not found among your projects. It may have been deleted, or it belongs to another owner.',
      );
      expect(screen.getByRole('link', { name: 'Back to My Projects' }).getAttribute('href')).toBe(
        '/owner/my-projects',
      );
      expect(screen.queryByLabelText('Project name')).toBeNull();
    },
  );

  it('says the same for an address that names no project, without asking the API', () => {
    openEdit('/owner/edit-project/abc');
    expect(screen.getByRole('alert').textContent).toMatch(/^This project was not found among your projects/);
    expect(api.requests).toHaveLength(0);
  });

  it('arriving from=add, explains after about a second that pictures go below and scrolls there', async () => {
    api.on('GET', '/my-projects/9', { status: 200, body: soap });
    const images = document.createElement('section');
    images.id = PROJECT_IMAGES_ID;
    const upload = document.createElement('button');
    images.append(upload);
    document.body.append(images);
    const scrolled = jest.fn();
    images.scrollIntoView = scrolled;

    const arrived = Date.now();
    openEdit('/owner/edit-project/9?from=add');
    await screen.findByLabelText('Project name');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Now add pictures' }, { timeout: 3000 });
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(IMAGES_INFO_DELAY_MS);
    expect(within(dialog).getByText(/Add pictures of your work in the images section below/)).toBeTruthy();
    expect(scrolled).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to pictures' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(upload);
    expect(currentLocation()).toBe('/owner/edit-project/9');
    images.remove();
  });

  it('shows no pictures popup without from=add', async () => {
    api.on('GET', '/my-projects/9', { status: 200, body: soap });
    // The popup's delay runs on the test's clock: past it at once, without waiting a second.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      openEdit();
      await screen.findByLabelText('Project name');
      act(() => jest.advanceTimersByTime(IMAGES_INFO_DELAY_MS));
    } finally {
      jest.useRealTimers();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    api.on('GET', '/my-projects/9', { status: 200, body: soap });
    api.on('PATCH', '/my-projects/9', { status: 200, body: soap });
    openEdit();
    expect(await screen.findByLabelText('اسم المشروع')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'تعديل المشروع' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    const dialog = await screen.findByRole('dialog', { name: 'تم إرسال التعديلات' });
    expect(within(dialog).getByText(/لن تظهر للجمهور حتى يوافق عليها المشرف/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('تعديل المشروع · رواد'));
  });
});
