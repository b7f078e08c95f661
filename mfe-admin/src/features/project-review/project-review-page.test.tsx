import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ProjectContact, ProjectReviewItem } from '@rowad/shared/schemas';
import {
  installFakeApi,
  type FakeAnswer,
  type FakeApi,
  type FakeReply,
  type FakeRequest,
} from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import { resetApp, signInAsAdmin, speakArabic } from '../../testing';
import ProjectReviewPage from './project-review-page';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  api = await installFakeApi();
  signInAsAdmin();
});
afterEach(() => {
  api.restore();
  resetApp();
});

// ---- Test data, as GET /admin/review/projects answers it --------------------------------------

const noContact = (parts: Partial<ProjectContact> = {}): ProjectContact => ({
  email: '',
  website: '',
  whatsapp: '',
  phones: [],
  pages: [],
  ...parts,
});

function anImage(id: number, isCover = false) {
  return {
    id,
    imageUrl: `/uploads/r${id}.webp`,
    isCover,
    live: false,
    variants: [
      { width: 640, url: `/uploads/r${id}-640.webp` },
      { width: 320, url: `/uploads/r${id}-320.webp` },
    ],
  };
}

/** An edit of a public project: only the fields in `changes` differ. */
function anEdit(
  revisionId: number,
  changes: ProjectReviewItem['changes'],
  more: Partial<ProjectReviewItem> = {},
) {
  return {
    revisionId,
    projectId: revisionId + 100,
    name: changes.name?.after ?? 'Hebron glass',
    owner: { id: 3, user: { firstName: 'Amal', lastName: 'Natsheh' } },
    submittedAt: '2026-11-20T09:30:00.000Z',
    isNew: false,
    newImages: [],
    changes,
    ...more,
  } satisfies ProjectReviewItem;
}

/** A project never published: every field, with no `before`. */
function aNewProject(revisionId: number, name: string, more: Partial<ProjectReviewItem> = {}) {
  return anEdit(
    revisionId,
    {
      name: { before: null, after: name },
      description: { before: null, after: 'Olive oil soap,\nmade by hand.' },
      city: { before: null, after: 'Nablus' },
      street: { before: null, after: 'Old City' },
      categories: { before: null, after: ['Soap', 'Crafts'] },
      contact: { before: null, after: noContact({ email: 'soap@example.ps', phones: ['+970 59 111 2222'] }) },
    },
    { isNew: true, owner: { id: 4, user: { firstName: 'Huda', lastName: 'Tamimi' } }, ...more },
  );
}

const renamed = (revisionId: number, before: string, after: string, more: Partial<ProjectReviewItem> = {}) =>
  anEdit(revisionId, { name: { before, after } }, more);

/** The queue the fake API answers, in its order; a decision the test allows takes the item out. */
function serveQueue(waiting: ProjectReviewItem[]) {
  api.on('GET', '/admin/review/projects', (): FakeAnswer => ({
    status: 200,
    body: waiting,
    headers: { 'x-total-count': String(waiting.length) },
  }));
}

const decisions = (kind: 'approve' | 'reject') =>
  api.requests.filter((request) => request.method === 'POST' && request.url.endsWith(`/${kind}`));

function Location() {
  const location = useLocation();
  return (
    <div hidden data-testid="location">
      {location.pathname}
    </div>
  );
}
const currentLocation = () => screen.getByTestId('location').textContent;

/** The page under the area's two routes, as admin-area.tsx wires them. */
function openReview(url = '/admin/projects') {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/projects" element={<ProjectReviewPage />} />
          <Route path="/admin/projects/:revisionId" element={<ProjectReviewPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const openItem = () => screen.getByRole('article');
const field = (name: string) => within(openItem()).getByRole('region', { name });
const side = (region: HTMLElement, name: string) => within(region).getByRole('group', { name });
const entries = (group: HTMLElement) =>
  within(group)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ProjectReviewPage: the queue', () => {
  it('lists the waiting changes oldest first and opens the first one; a click opens another', async () => {
    serveQueue([
      aNewProject(11, 'Olive soap'),
      renamed(12, 'Glass', 'Hebron glass', { submittedAt: '2026-11-21T10:00:00.000Z' }),
    ]);
    openReview();
    const queue = await screen.findByRole('navigation', { name: 'Waiting for review' });
    expect(currentLocation()).toBe('/admin/projects/11');
    const rows = within(queue).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Olive soapNew projectHuda Tamimi · Fri, Nov 20, 2026',
      'Hebron glassEditAmal Natsheh · Sat, Nov 21, 2026',
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    expect(within(openItem()).getByRole('heading', { level: 2 }).textContent).toBe('Olive soap');
    expect(within(openItem()).getByText('By Huda Tamimi')).toBeTruthy();
    expect(within(openItem()).getByText('Submitted Fri, Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(document.title).toBe('Project reviews · Rowad');

    await userEvent.click(rows[1]!);
    expect(currentLocation()).toBe('/admin/projects/12');
    const heading = within(openItem()).getByRole('heading', { level: 2, name: 'Hebron glass' });
    expect(document.activeElement).toBe(heading);
    expect(within(openItem()).getByText('Edit')).toBeTruthy();
  });

  it("loads the next page of the queue on 'Show more'", async () => {
    api.on('GET', '/admin/review/projects', (request: FakeRequest): FakeAnswer =>
      request.query['cursor'] === 'page-2'
        ? { status: 200, body: [aNewProject(13, 'Pottery')], headers: { 'x-total-count': '2' } }
        : {
            status: 200,
            body: [aNewProject(11, 'Olive soap')],
            headers: { 'x-total-count': '2', link: '</api/admin/review/projects?cursor=page-2>; rel="next"' },
          },
    );
    openReview();
    expect(await screen.findByText('Showing 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const queue = screen.getByRole('navigation', { name: 'Waiting for review' });
    expect(await within(queue).findByRole('link', { name: /Pottery/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when nothing waits', async () => {
    serveQueue([]);
    openReview();
    expect(
      await screen.findByText('Nothing waits for review. New projects and edits appear here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("says when the queue could not be loaded, and 'Try again' loads it", async () => {
    let calls = 0;
    api.on('GET', '/admin/review/projects', () =>
      ++calls === 1
        ? { status: 403, body: { code: 'FORBIDDEN', message: 'x' } }
        : { status: 200, body: [aNewProject(11, 'Olive soap')], headers: { 'x-total-count': '1' } },
    );
    openReview();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The review queue could not be loaded. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Olive soap' })).toBeTruthy();
  });

  it('says when the linked change no longer waits, and offers the queue', async () => {
    serveQueue([aNewProject(11, 'Olive soap')]);
    openReview('/admin/projects/99');
    expect(
      await screen.findByText(
        'This change no longer waits for review: someone may have decided on it already.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Open the first change waiting' }));
    expect(currentLocation()).toBe('/admin/projects/11');
    expect(screen.getByRole('heading', { level: 2, name: 'Olive soap' })).toBeTruthy();
  });

  it('names an edit that kept its name by the version under review', async () => {
    serveQueue([
      anEdit(12, { city: { before: 'Hebron', after: 'Bethlehem' } }, { projectId: 40, name: 'Hebron glass' }),
    ]);
    openReview('/admin/projects/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hebron glass' })).toBeTruthy();
    expect(within(field('City')).queryByRole('group', { name: 'Before' })?.textContent).toBe('BeforeHebron');
  });
});

describe('ProjectReviewPage: what changed', () => {
  it('shows a changed text before and after side by side, keeping the line breaks', async () => {
    serveQueue([
      anEdit(12, {
        name: { before: 'Glass', after: 'Hebron glass' },
        description: { before: 'Glass.', after: 'Blown glass.\nSince 1890.' },
      }),
    ]);
    openReview('/admin/projects/12');
    const description = await screen.findByRole('region', { name: 'Description' });
    expect(side(description, 'Before').textContent).toBe('BeforeGlass.');
    expect(side(description, 'After').textContent).toBe('AfterBlown glass.\nSince 1890.');
    expect(
      within(side(description, 'After'))
        .getByText(/Since 1890/)
        .getAttribute('dir'),
    ).toBe('auto');
    expect(side(field('Name'), 'After').textContent).toBe('AfterHebron glass');
    // Only what differs is shown.
    expect(within(openItem()).queryByRole('region', { name: 'City' })).toBeNull();
    expect(within(openItem()).getByRole('heading', { level: 3, name: 'What changed' })).toBeTruthy();
  });

  it('marks the entries of a list added and removed, the kept ones as unchanged', async () => {
    serveQueue([
      renamed(12, 'Soap', 'Olive soap', {
        changes: {
          name: { before: 'Soap', after: 'Olive soap' },
          categories: { before: ['Soap', 'Oil'], after: ['Soap', 'Crafts', 'Gifts'] },
        },
      }),
    ]);
    openReview('/admin/projects/12');
    const categories = await screen.findByRole('region', { name: 'Categories' });
    expect(entries(side(categories, 'Before'))).toEqual(['Unchanged: Soap', '−Removed: Oil']);
    expect(entries(side(categories, 'After'))).toEqual([
      'Unchanged: Soap',
      '+Added: Crafts',
      '+Added: Gifts',
    ]);
  });

  it('compares each part of the contact on its own and shows only the parts that changed', async () => {
    serveQueue([
      anEdit(12, {
        name: { before: 'Glass', after: 'Hebron glass' },
        contact: {
          before: noContact({
            email: 'old@glass.ps',
            website: 'https://glass.ps',
            phones: ['+970 2 222 1111'],
            pages: [{ pageType: 'facebook', pageUrl: 'https://facebook.com/glass' }],
          }),
          after: noContact({
            email: 'shop@glass.ps',
            website: 'https://glass.ps',
            phones: ['+970 2 222 1111', '+970 59 000 1234'],
            pages: [{ pageType: 'instagram', pageUrl: 'https://instagram.com/glass' }],
          }),
        },
      }),
    ]);
    openReview('/admin/projects/12');
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const email = within(contact).getByRole('region', { name: 'E-mail' });
    expect(side(email, 'Before').textContent).toBe('Beforeold@glass.ps');
    expect(side(email, 'After').textContent).toBe('Aftershop@glass.ps');
    const phones = within(contact).getByRole('region', { name: 'Phones' });
    expect(entries(side(phones, 'After'))).toEqual([
      'Unchanged: +970 2 222 1111',
      '+Added: +970 59 000 1234',
    ]);
    const pages = within(contact).getByRole('region', { name: 'Social pages' });
    expect(entries(side(pages, 'Before'))).toEqual(['−Removed: Facebook: https://facebook.com/glass']);
    expect(entries(side(pages, 'After'))).toEqual(['+Added: Instagram: https://instagram.com/glass']);
    expect(within(contact).queryByRole('region', { name: 'Website' })).toBeNull();
    expect(within(contact).queryByRole('region', { name: 'WhatsApp' })).toBeNull();
  });

  it('says when only images changed', async () => {
    serveQueue([anEdit(12, {}, { projectId: 40, newImages: [anImage(9)] })]);
    openReview();
    expect(await screen.findByText('No text changed: only the images below are new.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'New image 1 of 1' })).toBeTruthy();
    expect(within(openItem()).getByRole('heading', { level: 2 }).textContent).toBe('Hebron glass');
  });

  it('shows a new project as its values alone, with no before column', async () => {
    serveQueue([aNewProject(11, 'Olive soap')]);
    openReview();
    await screen.findByRole('heading', { level: 3, name: 'What the owner submitted' });
    expect(within(openItem()).queryAllByRole('group', { name: 'Before' })).toHaveLength(0);
    expect(field('Description').textContent).toBe('DescriptionOlive oil soap,\nmade by hand.');
    expect(field('City').textContent).toBe('CityNablus');
    // Nothing to compare with: the values alone, not read out as 'Unchanged'.
    expect(entries(within(field('Categories')).getByRole('list'))).toEqual(['Soap', 'Crafts']);
    const contact = field('Contact');
    expect(within(contact).getByRole('region', { name: 'E-mail' }).textContent).toBe('E-mailsoap@example.ps');
    // Parts the owner left empty are not listed.
    expect(within(contact).queryByRole('region', { name: 'Website' })).toBeNull();
    expect(within(openItem()).getByText('New project')).toBeTruthy();
  });
});

describe('ProjectReviewPage: decisions', () => {
  it('shows the new images and approves exactly them, then opens the next change', async () => {
    const waiting = [
      aNewProject(11, 'Olive soap', { newImages: [anImage(7, true), anImage(8)] }),
      renamed(12, 'Glass', 'Hebron glass'),
    ];
    serveQueue(waiting);
    api.on('POST', '/admin/review/projects/11/approve', () => {
      waiting.shift();
      return { status: 204 };
    });
    openReview();
    const images = await screen.findByRole('region', { name: 'Images added with this change' });
    const pictures = within(images).getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(['New image 1 of 2', 'New image 2 of 2']);
    expect(pictures[0]?.getAttribute('srcset')).toBe('/uploads/r7-320.webp 320w, /uploads/r7-640.webp 640w');
    expect(within(images).getByText('Cover')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Approved: Olive soap. The owner was e-mailed.',
    );
    expect(decisions('approve').map((request) => request.body)).toEqual([{ reason: null, imageIds: [7, 8] }]);
    expect(currentLocation()).toBe('/admin/projects/12');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Hebron glass' });
    expect(document.activeElement).toBe(heading);
    const queue = screen.getByRole('navigation', { name: 'Waiting for review' });
    expect(within(queue).queryByRole('link', { name: /Olive soap/ })).toBeNull();
  });

  it('approves a change without new images with an empty list of ids', async () => {
    serveQueue([renamed(12, 'Glass', 'Hebron glass')]);
    api.on('POST', '/admin/review/projects/12/approve', { status: 204 });
    openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.queryByRole('region', { name: 'Images added with this change' })).toBeNull();
    await screen.findByText('Approved: Hebron glass. The owner was e-mailed.');
    expect(decisions('approve')[0]?.body).toEqual({ reason: null, imageIds: [] });
  });

  it('rejects only with a reason, a preset fills the box, and the empty queue says so after', async () => {
    const waiting = [aNewProject(11, 'Olive soap')];
    serveQueue(waiting);
    api.on('POST', '/admin/review/projects/11/reject', () => {
      waiting.shift();
      return { status: 204 };
    });
    openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the change to Olive soap' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason.');
    expect(decisions('reject')).toHaveLength(0);

    const presets = within(dialog).getByRole('group', { name: 'Reasons used often' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'The description does not say what the project offers.',
      'The photos do not show the project.',
      'The contact details do not work.',
      'This duplicates another project.',
      'The project contains inappropriate content.',
    ]);
    await userEvent.click(
      within(presets).getByRole('button', { name: 'The photos do not show the project.' }),
    );
    const box = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect((box as HTMLTextAreaElement).value).toBe('The photos do not show the project.');
    await userEvent.type(box, ' Please add a photo of the shop.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Rejected: Olive soap. The owner was e-mailed the reason.')).toBeTruthy();
    expect(decisions('reject').map((request) => request.body)).toEqual([
      { reason: 'The photos do not show the project. Please add a photo of the shop.' },
    ]);
    expect(
      await screen.findByText('Nothing waits for review. New projects and edits appear here.'),
    ).toBeTruthy();
    expect(currentLocation()).toBe('/admin/projects');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables both buttons while a decision is sent: a second click sends nothing', async () => {
    serveQueue([aNewProject(11, 'Olive soap')]);
    let answer: ((reply: FakeReply) => void) | undefined;
    api.on(
      'POST',
      '/admin/review/projects/11/approve',
      () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    );
    openReview();
    const approve = await screen.findByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(answer).toBeDefined());
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Sending your decision...')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decisions('approve')).toHaveLength(1);
    await act(async () => answer?.({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your decision could not be sent. Try again.',
    );
    // The item stays, ready for another try.
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false);
    expect(currentLocation()).toBe('/admin/projects/11');
  });

  it('leaves an admin who opened another change while the decision was sent on that change', async () => {
    const waiting = [
      aNewProject(11, 'Olive soap'),
      renamed(12, 'Glass', 'Hebron glass'),
      aNewProject(13, 'Pottery'),
    ];
    serveQueue(waiting);
    let answer: ((reply: FakeReply) => void) | undefined;
    api.on(
      'POST',
      '/admin/review/projects/11/approve',
      () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    );
    openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(answer).toBeDefined());
    const queue = screen.getByRole('navigation', { name: 'Waiting for review' });
    await userEvent.click(within(queue).getByRole('link', { name: /Pottery/ }));
    waiting.shift();
    await act(async () => answer?.({ status: 204 }));
    expect(await screen.findByText('Approved: Olive soap. The owner was e-mailed.')).toBeTruthy();
    expect(currentLocation()).toBe('/admin/projects/13');
    expect(screen.getByRole('heading', { level: 2, name: 'Pottery' })).toBeTruthy();
  });

  it('says when someone already decided, and the queue reloads without the change', async () => {
    const waiting = [aNewProject(11, 'Olive soap'), renamed(12, 'Glass', 'Hebron glass')];
    serveQueue(waiting);
    api.on('POST', '/admin/review/projects/11/approve', () => {
      waiting.shift();
      return { status: 409, body: { code: 'ALREADY_REVIEWED', message: 'x' } };
    });
    openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Someone already decided on this change.');
    expect(
      await screen.findByText(
        'This change no longer waits for review: someone may have decided on it already.',
      ),
    ).toBeTruthy();
    const queue = screen.getByRole('navigation', { name: 'Waiting for review' });
    expect(
      within(queue)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hebron glassEditAmal Natsheh · Fri, Nov 20, 2026']);
    expect(screen.queryByText(/Approved/)).toBeNull();
  });

  it('says when the owner changed the project meanwhile, and offers its new version', async () => {
    const waiting = [aNewProject(11, 'Olive soap', { projectId: 50 })];
    serveQueue(waiting);
    api.on('POST', '/admin/review/projects/11/reject', () => {
      waiting.splice(0, 1, aNewProject(15, 'Olive soap & oil', { projectId: 50 }));
      return { status: 409, body: { code: 'REVIEW_OUT_OF_DATE', message: 'x' } };
    });
    openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Blurry photos.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The owner changed this project since you opened it. Review the new version.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(await screen.findByRole('link', { name: 'Review the new version' }));
    expect(currentLocation()).toBe('/admin/projects/15');
    expect(screen.getByRole('heading', { level: 2, name: 'Olive soap & oil' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the reason typed in the dialog when the rejection could not be sent', async () => {
    serveQueue([aNewProject(11, 'Olive soap')]);
    api.on('POST', '/admin/review/projects/11/reject', 'network');
    openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Blurry photos.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'No connection: your decision was not sent. Try again.',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toBe(
      'Blurry photos.',
    );
    expect(currentLocation()).toBe('/admin/projects/11');
  });
});

describe('ProjectReviewPage in Arabic', () => {
  it('reads the queue, the change and the decision in Arabic', async () => {
    speakArabic();
    const waiting = [
      anEdit(12, {
        name: { before: 'زجاج', after: 'زجاج الخليل' },
        categories: { before: ['زجاج'], after: ['زجاج', 'هدايا'] },
      }),
    ];
    serveQueue(waiting);
    api.on('POST', '/admin/review/projects/12/approve', () => {
      waiting.shift();
      return { status: 204 };
    });
    openReview();
    expect(await screen.findByRole('heading', { level: 2, name: 'زجاج الخليل' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('مراجعة المشاريع');
    expect(screen.getByRole('navigation', { name: 'بانتظار المراجعة' })).toBeTruthy();
    expect(within(openItem()).getByText('تعديل')).toBeTruthy();
    const categories = field('التصنيفات');
    expect(entries(side(categories, 'بعد'))).toEqual(['دون تغيير: زجاج', '+أُضيف: هدايا']);
    expect(entries(side(categories, 'قبل'))).toEqual(['دون تغيير: زجاج']);
    await userEvent.click(screen.getByRole('button', { name: 'رفض' }));
    expect(screen.getByRole('dialog', { name: 'رفض التغيير على زجاج الخليل' })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'إلغاء' }));
    await userEvent.click(screen.getByRole('button', { name: 'موافقة' }));
    expect(
      await screen.findByText('تمت الموافقة: زجاج الخليل. أُبلغ المالك بالبريد الإلكتروني.'),
    ).toBeTruthy();
    expect(screen.getByText('لا شيء ينتظر المراجعة. تظهر هنا المشاريع الجديدة والتعديلات.')).toBeTruthy();
  });
});
