import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event, EventImage } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi, type FakeReply, type FakeRequest } from '@rowad/shared/test/fake-api';
import { renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import EventPage from './event-page';
import { aPage, anEvent, anImage } from './test-events';

// jsdom has no object URLs: previews get a made-up address, and the test sees what was given back.
const revoked: string[] = [];
let nextPreview = 0;
beforeAll(() => {
  Object.assign(URL, {
    createObjectURL: () => `blob:preview-${++nextPreview}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  revoked.length = 0;
  api = await installFakeApi();
  signInAsAdmin();
});
afterEach(() => {
  api.restore();
  resetApp();
});

const EVENT = '/admin/events/5';
let stored: Event;

/** The bazaar as the API keeps it: the image calls change it, the page reloads it. */
async function openWith(images: EventImage[]) {
  stored = anEvent(5, { images });
  api.on('GET', '/events/5', () => ({ status: 200, body: stored }));
  api.on('GET', `${EVENT}/participations`, aPage([]));
  renderPage(<EventPage />, { url: '/admin/bazaars/5', pattern: '/admin/bazaars/:id' });
  // The first screen of a run loads its modules too: more time than a later one needs.
  await screen.findByText(`${images.length} of 30 images`, {}, { timeout: 5000 });
}

function aPhoto(name: string, bytes = 1000, type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** An answer the test gives when it says so. */
function later() {
  let answer: (reply: FakeReply) => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => {
    answer = resolve;
  });
  return { reply, answer };
}

/** Chooses files as the file dialog would hand them over (what its `accept` filter lets through is the page's to check). */
const chooseFiles = (input: HTMLElement, files: File[]) =>
  userEvent.setup({ applyAccept: false }).upload(input, files);
const uploads = () =>
  api.requests.filter((request) => request.method === 'POST' && request.url === `${EVENT}/images`);
const sentNames = (index: number) =>
  ((uploads()[index]?.body as FormData).getAll('images') as File[]).map((file) => file.name);
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Add images');
const section = () => screen.getByRole('region', { name: 'Images' });
const images = () => within(section()).getByRole('list', { name: 'Images' });

describe('EventPage: the images', () => {
  it('checks the chosen files before sending, shows previews, then the uploaded images', async () => {
    await openWith([]);
    expect(
      within(section()).getByText('No images yet. Add a few: the first becomes the cover.'),
    ).toBeTruthy();
    const answer = later();
    api.on('POST', `${EVENT}/images`, () => answer.reply);

    await chooseFiles(fileInput(), [
      aPhoto('stall.jpg'),
      aPhoto('notes.pdf', 100, 'application/pdf'),
      aPhoto('huge.png', 5 * 1024 * 1024 + 1, 'image/png'),
      aPhoto('crowd.webp', 2000, 'image/webp'),
    ]);
    const refusals = within(section()).getByRole('alert');
    expect(
      within(refusals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'notes.pdf: not a picture we can use (JPEG, PNG, WebP, GIF or AVIF).',
      'huge.png: larger than 5 MB.',
    ]);
    expect(within(images()).getByRole('listitem', { name: 'Preview of stall.jpg' })).toBeTruthy();
    expect(within(images()).getAllByText('Uploading...')).toHaveLength(2);
    expect(uploads()).toHaveLength(1);
    expect(sentNames(0)).toEqual(['stall.jpg', 'crowd.webp']);

    const added = [anImage(11, { isCover: true }), anImage(12)];
    stored = { ...stored, images: added };
    answer.answer({ status: 201, body: added });
    expect(await within(section()).findByText('2 of 30 images')).toBeTruthy();
    const cover = within(images()).getByRole('listitem', { name: 'Image 1 of 2' });
    expect(within(cover).getByText('Cover')).toBeTruthy();
    expect(within(images()).queryByText('Uploading...')).toBeNull();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);

    await userEvent.click(within(section()).getByRole('button', { name: 'Dismiss' }));
    expect(within(section()).queryByRole('alert')).toBeNull();
  });

  it('refuses the files past the 30 images a bazaar may have', async () => {
    await openWith(Array.from({ length: 29 }, (_, index) => anImage(index + 1, { isCover: index === 0 })));
    api.on('POST', `${EVENT}/images`, () => new Promise(() => undefined));
    await chooseFiles(fileInput(), [aPhoto('one.jpg'), aPhoto('two.jpg')]);
    expect(within(section()).getByRole('alert').textContent).toContain(
      'two.jpg: the bazaar cannot take more than 30 images.',
    );
    expect(sentNames(0)).toEqual(['one.jpg']);
    // The last place is taken by the upload on its way.
    expect(within(section()).getByRole<HTMLButtonElement>('button', { name: 'Add images' }).disabled).toBe(
      true,
    );
  });

  it('says why an upload failed, and sends it again on Try again', async () => {
    await openWith([]);
    let answers = 0;
    api.on('POST', `${EVENT}/images`, () => {
      answers += 1;
      if (answers === 1) return { status: 400, body: { code: 'IMAGE_UNREADABLE', message: 'x' } };
      const added = [anImage(21, { isCover: true })];
      stored = { ...stored, images: added };
      return { status: 201, body: added };
    });
    await chooseFiles(fileInput(), [aPhoto('broken.jpg')]);
    expect((await within(images()).findByRole('alert')).textContent).toBe(
      'Failed to upload: A file could not be read as a picture.',
    );
    await userEvent.click(within(images()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('1 of 30 images')).toBeTruthy();
    expect(uploads()).toHaveLength(2);
  });

  it('makes another image the cover', async () => {
    await openWith([anImage(1, { isCover: true }), anImage(2)]);
    api.on('POST', `${EVENT}/images/set-cover`, (request: FakeRequest) => {
      stored = { ...stored, images: [anImage(2, { isCover: true }), anImage(1)] };
      expect(request.body).toEqual({ imageId: 2 });
      return { status: 200, body: stored };
    });
    const second = within(images()).getByRole('listitem', { name: 'Image 2 of 2' });
    expect(within(second).queryByText('Cover')).toBeNull();
    await userEvent.click(within(second).getByRole('button', { name: 'Make cover' }));
    await waitFor(() =>
      expect(
        within(images()).getAllByRole('listitem')[0]?.querySelector('img')?.getAttribute('src'),
      ).toContain('/uploads/e2'),
    );
    const first = within(images()).getByRole('listitem', { name: 'Image 1 of 2' });
    expect(within(first).getByText('Cover')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Make cover' })).toBeNull();
    expect(api.requests.filter((request) => request.url === `${EVENT}/images/set-cover`)).toHaveLength(1);
  });

  it('deletes an image only once the admin confirms', async () => {
    await openWith([anImage(1, { isCover: true }), anImage(2)]);
    api.on('DELETE', `${EVENT}/images`, (request: FakeRequest) => {
      expect(request.body).toEqual({ imageIds: [2] });
      stored = { ...stored, images: [anImage(1, { isCover: true })] };
      return { status: 200, body: stored };
    });
    const deletes = () => api.requests.filter((request) => request.method === 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this image?' });
    expect(
      within(dialog).getByText('It is removed from the bazaar page. This cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete image 2' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this image?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await within(section()).findByText('1 of 30 images')).toBeTruthy();
    expect(deletes()).toHaveLength(1);
  });

  it('says when the cover could not be changed', async () => {
    await openWith([anImage(1, { isCover: true }), anImage(2)]);
    api.on('POST', `${EVENT}/images/set-cover`, 'network');
    await userEvent.click(screen.getByRole('button', { name: 'Make cover' }));
    expect((await within(images()).findByRole('alert')).textContent).toBe(
      'The cover could not be changed. Please try again.',
    );
  });

  it('reads in Arabic', async () => {
    speakArabic();
    stored = anEvent(5, { images: [anImage(1, { isCover: true }), anImage(2)] });
    api.on('GET', '/events/5', () => ({ status: 200, body: stored }));
    api.on('GET', `${EVENT}/participations`, aPage([]));
    renderPage(<EventPage />, { url: '/admin/bazaars/5', pattern: '/admin/bazaars/:id' });
    const region = await screen.findByRole('region', { name: 'الصور' });
    expect(within(region).getByText('2 من 30 صورة')).toBeTruthy();
    expect(within(region).getByText('الغلاف')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'اجعلها الغلاف' })).toBeTruthy();
    await chooseFiles(screen.getByLabelText('إضافة صور'), [aPhoto('a.txt', 10, 'text/plain')]);
    expect(within(region).getByRole('alert').textContent).toContain(
      'a.txt: ليست صورة يمكننا استخدامها (JPEG أو PNG أو WebP أو GIF أو AVIF).',
    );
  });
});
