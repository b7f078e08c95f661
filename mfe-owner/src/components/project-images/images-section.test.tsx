import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { ThemeProvider } from 'styled-components';
import { getApiClient } from '@rowad/shared/api-client';
import { useLanguageStore } from '@rowad/shared/i18n';
import { projectKeys, queryClient } from '@rowad/shared/query';
import type { OwnerProject, OwnerProjectImage } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { installFakeApi, type FakeApi, type FakeReply } from '@rowad/shared/test/fake-api';
import { makeToken } from '@rowad/shared/test/tokens';
import { theme } from '@rowad/shared/ui';
import { ImagesSection } from './images-section';
import { forgetUploads, STALL_MS } from './upload-queue';

// jsdom has no object URLs: previews get a made-up address, and the test sees what was revoked.
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
  queryClient.clear();
  revoked.length = 0;
  api = await installFakeApi();
  act(() => useAuthStore.getState().signIn(makeToken({ role: 'owner' })));
});
afterEach(() => {
  forgetUploads();
  api.restore();
  act(() => {
    useAuthStore.getState().signOut();
    useLanguageStore.getState().setLanguage('en');
  });
});

const PROJECT_ID = 31;
const PATH = `/my-projects/${PROJECT_ID}`;

function anImage(id: number, overrides: Partial<OwnerProjectImage> = {}): OwnerProjectImage {
  return {
    id,
    imageUrl: `/uploads/p${id}.webp`,
    isCover: false,
    live: true,
    variants: [{ width: 320, url: `/uploads/p${id}-320.webp` }],
    ...overrides,
  };
}

function aProject(images: OwnerProjectImage[]): OwnerProject {
  return {
    id: PROJECT_ID,
    name: 'Hebron Glass',
    description: 'Hand-blown glass.',
    city: 'Hebron',
    street: 'Al-Salaymeh Street',
    categories: ['glass'],
    status: 'public',
    images,
    owner: { id: 7, user: { firstName: 'Amal', lastName: 'Natsheh' } },
    contact: { email: '', website: '', whatsapp: '', phones: [], pages: [] },
    rating: { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    review: { state: 'approved', reason: null },
  };
}

/** `count` images, the first the cover. */
const someImages = (count: number) =>
  Array.from({ length: count }, (_, index) => anImage(index + 1, { isCover: index === 0 }));

/** A picture file of `bytes` bytes. */
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

async function openSection(project: OwnerProject) {
  api.on('GET', PATH, { status: 200, body: project });
  render(
    <ThemeProvider theme={theme}>
      <ImagesSection projectId={PROJECT_ID} />
    </ThemeProvider>,
  );
  await screen.findByText(`${project.images.length} of 30 images`);
}

const uploads = () =>
  api.requests.filter((request) => request.method === 'POST' && request.url === `${PATH}/images`);
const sentNames = (index: number) =>
  ((uploads()[index]?.body as FormData).getAll('images') as File[]).map((file) => file.name);
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Add Image');
const tile = (name: string) => screen.getByRole('listitem', { name });

describe('ImagesSection', () => {
  it('shows the images as a grid with the cover marked and the images waiting for review', async () => {
    await openSection(aProject([anImage(1, { isCover: true }), anImage(2, { live: false }), anImage(3)]));
    expect(screen.getByRole('region', { name: 'Images' }).id).toBe('project-images');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Image 1 of 3',
      'Image 2 of 3',
      'Image 3 of 3',
    ]);
    const cover = tile('Image 1 of 3');
    expect(within(cover).getByText('Cover')).toBeTruthy();
    expect(within(cover).queryByRole('button', { name: 'Cover' })).toBeNull();
    expect(within(tile('Image 2 of 3')).getByText('Waiting for review')).toBeTruthy();
    expect(within(tile('Image 3 of 3')).queryByText('Waiting for review')).toBeNull();
    expect(within(tile('Image 3 of 3')).getByRole('button', { name: 'Cover' })).toBeTruthy();
    expect(within(tile('Image 3 of 3')).getByRole('img').getAttribute('src')).toBe('/uploads/p3-320.webp');
  });

  it('makes an image the cover, reloads the project, and the focus follows the tile', async () => {
    await openSection(aProject(someImages(3)));
    api.on('POST', `${PATH}/images/set-cover`, { status: 204 });
    // The API lists the cover first.
    api.on('GET', PATH, {
      status: 200,
      body: aProject([anImage(3, { isCover: true }), anImage(1), anImage(2)]),
    });
    await userEvent.click(within(tile('Image 3 of 3')).getByRole('button', { name: 'Cover' }));
    await waitFor(() => expect(within(tile('Image 1 of 3')).getByText('Cover')).toBeTruthy());
    expect(api.requests.find((request) => request.url.endsWith('/set-cover'))?.body).toEqual({ imageId: 3 });
    expect(within(tile('Image 1 of 3')).getByRole('img').getAttribute('src')).toBe('/uploads/p3-320.webp');
    expect(within(tile('Image 2 of 3')).getByRole('button', { name: 'Cover' })).toBeTruthy();
    expect(document.activeElement).toBe(tile('Image 1 of 3'));
    expect(screen.getByText('Cover image changed.')).toBeTruthy();
  });

  it("says 'Failed to set cover image.' when the API refuses", async () => {
    await openSection(aProject(someImages(2)));
    api.on('POST', `${PATH}/images/set-cover`, { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(within(tile('Image 2 of 2')).getByRole('button', { name: 'Cover' }));
    expect((await within(tile('Image 2 of 2')).findByRole('alert')).textContent).toBe(
      'Failed to set cover image.',
    );
  });

  it('deletes an image after confirmation, and keeps it on Cancel', async () => {
    await openSection(aProject(someImages(2)));
    api.on('DELETE', `${PATH}/images`, { status: 204 });

    await userEvent.click(within(tile('Image 2 of 2')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    expect(within(dialog).getByText('This image will be permanently deleted.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    api.on('GET', PATH, { status: 200, body: aProject(someImages(1)) });
    await userEvent.click(within(tile('Image 2 of 2')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('1 of 30 images');
    expect(api.requests.find((request) => request.method === 'DELETE')?.body).toEqual({ imageIds: [2] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Image deleted.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Images' }));
  });

  it("says 'Failed to delete the image.' and keeps the image", async () => {
    await openSection(aProject(someImages(2)));
    api.on('DELETE', `${PATH}/images`, 'network');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(within(tile('Image 2 of 2')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(tile('Image 2 of 2')).findByRole('alert')).textContent).toBe(
      'Failed to delete the image.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the images on screen when a reload fails', async () => {
    await openSection(aProject(someImages(2)));
    api.on('GET', PATH, { status: 400, body: { code: 'BAD_REQUEST', message: 'x' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => queryClient.refetchQueries({ queryKey: projectKeys.mine(PROJECT_ID) }));
    expect(api.requests.filter((request) => request.url === PATH)).toHaveLength(2);
    expect(tile('Image 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a multi-file chooser of the pictures the API takes', async () => {
    await openSection(aProject([]));
    expect(screen.getByText('No images yet. Add a few pictures of your project.')).toBeTruthy();
    expect(fileInput().multiple).toBe(true);
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(screen.getByRole('button', { name: 'Add Image' })).toBeTruthy();
  });

  it('refuses a file of another type, one over 5 MB, and those past the 30 images, naming each, and sends nothing for them', async () => {
    await openSection(aProject(someImages(28)));
    api.on('POST', `${PATH}/images`, () => later().reply);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), [
      aPhoto('menu.pdf', 1000, 'application/pdf'),
      aPhoto('huge.jpg', 5 * 1024 * 1024 + 1),
      aPhoto('one.jpg'),
      aPhoto('two.png', 1000, 'image/png'),
      aPhoto('three.jpg'),
    ]);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '"menu.pdf" was not added: only JPEG, PNG, WebP, GIF and AVIF pictures can be uploaded.',
      '"huge.jpg" was not added: it is larger than 5 MB.',
      '"three.jpg" was not added: a project can have at most 30 images.',
    ]);
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(sentNames(0)).toEqual(['one.jpg', 'two.png']);

    // Full with the two on their way: nothing more can be chosen.
    expect(screen.getByRole('button', { name: 'Add Image' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends nothing when every chosen file is refused', async () => {
    await openSection(aProject(someImages(30)));
    expect(
      screen.getByText('This project has 30 images, the most it can have. Delete one to add another.'),
    ).toBeTruthy();
    const user = userEvent.setup({ applyAccept: false });
    fileInput().disabled = false;
    await user.upload(fileInput(), [aPhoto('late.jpg')]);
    expect(screen.getByRole('alert').textContent).toContain(
      '"late.jpg" was not added: a project can have at most 30 images.',
    );
    expect(uploads()).toHaveLength(0);
  });

  it('sends a choice of 12 files as two requests, 10 then 2, one at a time, with previews and progress', async () => {
    await openSection(aProject(someImages(1)));
    const first = later();
    const second = later();
    let answered = 0;
    api.on('POST', `${PATH}/images`, () => (answered++ === 0 ? first.reply : second.reply));
    // The fake transport says how far each upload went, as the browser does.
    const client = await getApiClient();
    const transport = client.defaults.adapter as AxiosAdapter;
    const timeouts: unknown[] = [];
    client.defaults.adapter = (config) => {
      if (config.method === 'post') timeouts.push(config.timeout);
      config.onUploadProgress?.({ loaded: 45, total: 100, bytes: 45, lengthComputable: true });
      return transport(config);
    };

    const photos = Array.from({ length: 12 }, (_, index) => aPhoto(`photo-${index + 1}.jpg`));
    await userEvent.upload(fileInput(), photos);

    // All twelve show at once; the first ten are on their way, the last two wait their turn.
    expect(screen.getByText('Uploading 12 images.')).toBeTruthy();
    const previews = photos.map((photo) => tile(photo.name));
    expect(previews.map((preview) => preview.querySelector('img')?.getAttribute('src'))).toEqual(
      photos.map((_, index) => `blob:preview-${nextPreview - 11 + index}`),
    );
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(sentNames(0)).toEqual(photos.slice(0, 10).map((photo) => photo.name));
    const progress = within(tile('photo-1.jpg')).getByRole('progressbar', { name: 'Upload of photo-1.jpg' });
    // photo-1 is the first tenth of the bytes: 45% of the request has carried all of it.
    await waitFor(() => expect(progress.getAttribute('value')).toBe('1'));
    expect(
      within(tile('photo-5.jpg'))
        .getByRole('progressbar', { name: 'Upload of photo-5.jpg' })
        .getAttribute('value'),
    ).toBe('0.5');
    expect(within(tile('photo-5.jpg')).getByText('Uploading 50%')).toBeTruthy();
    expect(within(tile('photo-11.jpg')).getByText('Waiting...')).toBeTruthy();

    const added = photos.slice(0, 10).map((_, index) => anImage(100 + index, { live: false }));
    api.on('GET', PATH, { status: 200, body: aProject([...someImages(1), ...added]) });
    await act(async () => first.answer({ status: 201, body: added }));

    // The first ten are in the grid; only then does the second request go.
    await screen.findByRole('listitem', { name: 'Image 11 of 11' });
    expect(screen.queryByRole('listitem', { name: 'photo-1.jpg' })).toBeNull();
    await waitFor(() => expect(uploads()).toHaveLength(2));
    expect(sentNames(1)).toEqual(['photo-11.jpg', 'photo-12.jpg']);
    // No overall time limit on an upload (the client's 15 s): it is watched for progress instead.
    expect(timeouts).toEqual([0, 0]);
    expect(revoked).toHaveLength(10);

    const more = [anImage(110, { live: false }), anImage(111, { live: false })];
    api.on('GET', PATH, { status: 200, body: aProject([...someImages(1), ...added, ...more]) });
    await act(async () => second.answer({ status: 201, body: more }));
    await screen.findByRole('listitem', { name: 'Image 13 of 13' });
    expect(screen.getByText('2 images uploaded.')).toBeTruthy();
    expect(revoked).toHaveLength(12);
    expect(screen.getByText('13 of 30 images')).toBeTruthy();
  });

  it("keeps a failed upload with 'Failed to upload images.', and Retry sends the same files again", async () => {
    await openSection(aProject(someImages(1)));
    api.on('POST', `${PATH}/images`, 'network');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.upload(fileInput(), [aPhoto('stall.jpg'), aPhoto('door.jpg')]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to upload images.');
    expect(alert.textContent).toContain('No connection to the server.');
    expect(within(alert).getByText('stall.jpg, door.jpg')).toBeTruthy();
    expect(within(tile('stall.jpg')).getByText('Not uploaded')).toBeTruthy();

    const added = [anImage(50, { live: false }), anImage(51, { live: false })];
    api.on('POST', `${PATH}/images`, { status: 201, body: added });
    api.on('GET', PATH, { status: 200, body: aProject([...someImages(1), ...added]) });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    await screen.findByRole('listitem', { name: 'Image 3 of 3' });
    expect(uploads()).toHaveLength(2);
    expect(sentNames(1)).toEqual(sentNames(0));
    expect((uploads()[1]?.body as FormData).getAll('images')).toEqual(
      (uploads()[0]?.body as FormData).getAll('images'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'stall.jpg' })).toBeNull();
  });

  it('says why when the API refuses an upload, and Remove drops it and its previews', async () => {
    await openSection(aProject(someImages(1)));
    api.on('POST', `${PATH}/images`, {
      status: 400,
      body: { code: 'IMAGE_UNREADABLE', message: 'The file is not an image we can read.' },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.upload(fileInput(), [aPhoto('broken.jpg')]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to upload images. One of these files could not be read as a picture.broken.jpgRetryRemove',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'broken.jpg' })).toBeNull();
    expect(revoked).toEqual(['blob:preview-' + nextPreview]);
    expect(uploads()).toHaveLength(1);
  });

  it('gives up an upload that stops moving, and keeps it to retry', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openSection(aProject(someImages(1)));
      api.on('POST', `${PATH}/images`, () => later().reply);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await user.upload(fileInput(), [aPhoto('slow.jpg')]);
      await waitFor(() => expect(uploads()).toHaveLength(1));
      await act(async () => {
        jest.advanceTimersByTime(STALL_MS - 1000);
      });
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(
        'Failed to upload images. The upload stopped moving. Check your connection and retry.',
      );
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks before the tab closes while files are not uploaded yet', async () => {
    await openSection(aProject(someImages(1)));
    const pending = later();
    api.on('POST', `${PATH}/images`, () => pending.reply);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await userEvent.upload(fileInput(), [aPhoto('kiln.jpg')]);
    expect(leave()).toBe(true);
    api.on('GET', PATH, { status: 200, body: aProject([...someImages(1), anImage(9)]) });
    await act(async () => pending.answer({ status: 201, body: [anImage(9)] }));
    await screen.findByRole('listitem', { name: 'Image 2 of 2' });
    expect(leave()).toBe(false);
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    api.on('GET', PATH, {
      status: 200,
      body: aProject([anImage(1, { isCover: true }), anImage(2, { live: false })]),
    });
    render(
      <ThemeProvider theme={theme}>
        <ImagesSection projectId={PROJECT_ID} />
      </ThemeProvider>,
    );
    await screen.findByText('الصور: 2 من 30');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('الصور');
    expect(within(tile('الصورة 1 من 2')).getByText('الغلاف')).toBeTruthy();
    expect(within(tile('الصورة 2 من 2')).getByText('بانتظار المراجعة')).toBeTruthy();
    expect(within(tile('الصورة 2 من 2')).getByRole('button', { name: 'اجعلها الغلاف' })).toBeTruthy();
    await userEvent.click(within(tile('الصورة 2 من 2')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('ستُحذف هذه الصورة نهائيًا.')).toBeTruthy();
    expect(screen.getByLabelText('إضافة صور')).toBeTruthy();
  });
});
