import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { projectKeys, queryClient } from '@rowad/shared/query';
import type { Comment, Project } from '@rowad/shared/schemas';
import { useAuthStore, type Role } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { makeToken } from '@rowad/shared/test/tokens';
import { theme } from '@rowad/shared/ui';
import { aProject, forgetLoadedData } from '../../../testing';
import { readCommentDraft } from './comment-draft';
import { CommentsSection } from './comments-section';

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => {
    useAuthStore.getState().signOut();
    useLanguageStore.getState().setLanguage('en');
  });
});

const ME = 7;

function signInAs(role: Role, id = ME) {
  act(() => {
    useAuthStore.getState().signIn(makeToken({ role, sub: String(id) }));
  });
}

function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    userId: 30,
    user: { firstName: 'Huda', lastName: 'Sharabati' },
    comment: 'Beautiful glass, friendly workshop.',
    rate: 4,
    createdAt: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** The comments the fake API holds; each change is applied and the list answered from it. */
function serveComments(project: Project, initial: Comment[]) {
  let comments = [...initial];
  api.on('GET', `/project/${project.id}/comments`, () => ({
    status: 200,
    body: comments,
    headers: { 'x-total-count': String(comments.length) },
  }));
  api.on('GET', `/projects/${project.id}`, { status: 200, body: project });
  return {
    set: (next: Comment[]) => {
      comments = next;
    },
    get: () => comments,
  };
}

function renderSection(project: Project) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <CommentsSection project={project} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const item = (author: RegExp | string) => screen.getByRole('listitem', { name: author });

describe('CommentsSection', () => {
  it('lists each comment with author, stars, date and text; a guest sees no form', async () => {
    const project = aProject();
    serveComments(project, [aComment()]);
    renderSection(project);
    const comment = await screen.findByRole('listitem', { name: 'Comment by Huda Sharabati' });
    expect(within(comment).getByRole('heading', { name: 'Huda Sharabati' })).toBeTruthy();
    expect(within(comment).getByRole('img', { name: '4 stars' })).toBeTruthy();
    expect(within(comment).getByText('Sun, Mar 02, 2025')).toBeTruthy();
    expect(within(comment).getByText('Beautiful glass, friendly workshop.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says when there are no comments yet', async () => {
    const project = aProject();
    serveComments(project, []);
    renderSection(project);
    expect(await screen.findByText('No comments yet. Be the first to share your experience.')).toBeTruthy();
  });

  it('shows the rating breakdown: how many ratings gave each number of stars', async () => {
    const project = aProject({ rating: { average: 4.3, count: 3, stars: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } } });
    serveComments(project, []);
    renderSection(project);
    const rows = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars1',
      '4 stars2',
      '3 stars0',
      '2 stars0',
      '1 star0',
    ]);
  });

  it('posts a comment with 5 stars by default; the button waits for text', async () => {
    signInAs('user');
    const project = aProject();
    const store = serveComments(project, []);
    api.on('POST', `/project/${project.id}/comment`, (request) => {
      const body = request.body as { comment: string; rate: number };
      const created = aComment({
        id: 9,
        userId: ME,
        user: { firstName: 'Amal', lastName: 'Tamimi' },
        ...body,
      });
      store.set([created]);
      return { status: 201, body: created };
    });
    renderSection(project);
    const post = await screen.findByRole('button', { name: 'Post comment' });
    expect(post).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveProperty('checked', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), '   ');
    expect(post).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Lovely blue vases.');
    expect(post).toHaveProperty('disabled', false);
    await userEvent.click(post);
    expect(await screen.findByText('You rated this project 5 out of 5.')).toBeTruthy();
    const posted = api.requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({ comment: 'Lovely blue vases.', rate: 5 });
    expect(within(item('Comment by Amal Tamimi')).getByText('Lovely blue vases.')).toBeTruthy();
    // The form gives way: one rating per user and project.
    expect(screen.queryByRole('button', { name: 'Post comment' })).toBeNull();
  });

  it('refuses a second rating with a clear message and offers to edit the first', async () => {
    signInAs('user');
    const project = aProject();
    const store = serveComments(project, []);
    api.on('POST', `/project/${project.id}/comment`, () => {
      // Rated from another tab meanwhile: the API refuses and the reload finds the first rating.
      store.set([aComment({ id: 12, userId: ME, rate: 2, user: { firstName: 'Amal', lastName: 'Tamimi' } })]);
      return {
        status: 409,
        body: {
          code: 'ALREADY_RATED',
          message: 'You have already rated this project. Edit your comment instead.',
        },
      };
    });
    renderSection(project);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Second try');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have already rated this project. Edit your comment instead.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit your comment' }));
    expect(screen.getByRole('textbox', { name: 'Edit your comment' })).toBeTruthy();
  });

  it("offers the project's owner no rating form, saying why, but lists the comments", async () => {
    signInAs('owner', 7);
    const project = aProject({ owner: { id: 7, user: { firstName: 'Amal', lastName: 'Natsheh' } } });
    serveComments(project, [aComment({ id: 3, userId: 8, comment: 'Fine glass' })]);
    renderSection(project);
    expect(
      await screen.findByText('This is your project: owners do not rate their own projects.'),
    ).toBeTruthy();
    expect(await screen.findByText('Fine glass')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post comment' })).toBeNull();
  });

  it("says so when the API refuses an owner's rating of their own project", async () => {
    // Another owner's page, as far as this tab knows; the API knows better.
    signInAs('owner', 9);
    const project = aProject();
    serveComments(project, []);
    api.on('POST', `/project/${project.id}/comment`, {
      status: 409,
      body: { code: 'CANNOT_RATE_OWN_PROJECT', message: 'You cannot rate your own project.' },
    });
    renderSection(project);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Mine is best');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(
      await screen.findByText('This is your project: owners do not rate their own projects.'),
    ).toBeTruthy();
  });

  it('keeps what was typed when posting fails', async () => {
    signInAs('user');
    const project = aProject();
    serveComments(project, []);
    api.on('POST', `/project/${project.id}/comment`, {
      status: 500,
      body: { code: 'INTERNAL', message: 'Boom' },
    });
    renderSection(project);
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    await userEvent.type(box, 'Worth the visit');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your comment could not be posted. Please try again.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('Worth the visit');
  });

  it('lets the author edit text and stars, Cancel leaving it as it was', async () => {
    signInAs('user');
    const project = aProject();
    const mine = aComment({ id: 5, userId: ME, user: { firstName: 'Amal', lastName: 'Tamimi' }, rate: 3 });
    const store = serveComments(project, [mine, aComment({ id: 6 })]);
    api.on('PATCH', '/project/comment/5', (request) => {
      const edited = { ...mine, ...(request.body as object) };
      store.set([edited, ...store.get().slice(1)]);
      return { status: 200, body: edited };
    });
    renderSection(project);
    const own = await screen.findByRole('listitem', { name: 'Comment by Amal Tamimi' });
    // Someone else's comment has no edit or delete, only Report (issue 31).
    expect(
      within(item('Comment by Huda Sharabati'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Report this comment']);

    await userEvent.click(within(own).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(own).getByRole('button', { name: 'Cancel' }));
    expect(within(own).getByText(mine.comment)).toBeTruthy();

    await userEvent.click(within(own).getByRole('button', { name: 'Edit' }));
    const box = within(own).getByRole('textbox', { name: 'Edit your comment' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Even better on a second visit.');
    await userEvent.click(within(own).getByRole('radio', { name: '5 stars' }));
    await userEvent.click(within(own).getByRole('button', { name: 'Save' }));
    expect(await within(own).findByText('Even better on a second visit.')).toBeTruthy();
    expect(within(own).getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      comment: 'Even better on a second visit.',
      rate: 5,
    });
  });

  it('deletes after a confirmation; the list reloads without it', async () => {
    signInAs('user');
    const project = aProject();
    const store = serveComments(project, [
      aComment({ id: 5, userId: ME, user: { firstName: 'Amal', lastName: 'Tamimi' } }),
    ]);
    api.on('DELETE', '/project/comment/5', () => {
      store.set([]);
      return { status: 204 };
    });
    queryClient.setQueryData(projectKeys.detail(project.id), project);
    renderSection(project);
    const own = await screen.findByRole('listitem', { name: 'Comment by Amal Tamimi' });
    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No comments yet. Be the first to share your experience.')).toBeTruthy();
    // The project's rating is stale now: the page reloads it with the list.
    expect(queryClient.getQueryState(projectKeys.detail(project.id))?.isInvalidated).toBe(true);
  });

  it("lets an admin delete anyone's comment, but not edit it", async () => {
    signInAs('admin', 1);
    const project = aProject();
    serveComments(project, [aComment({ id: 6 })]);
    renderSection(project);
    const other = await screen.findByRole('listitem', { name: 'Comment by Huda Sharabati' });
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    signInAs('user');
    const project = aProject({ rating: { average: 4, count: 1, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } } });
    serveComments(project, [aComment()]);
    renderSection(project);
    expect(await screen.findByRole('heading', { name: 'التعليقات والتقييمات' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'انشر التعليق' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 نجوم' })).toHaveProperty('checked', true);
    expect(within(item('تعليق من Huda Sharabati')).getByRole('img', { name: '4 نجوم' })).toBeTruthy();
  });
});

/** The browser's network going and coming back, as `navigator.onLine` and its events say. */
function setOnline(online: boolean) {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const OFFLINE = "You're offline. Sending needs a connection; what you typed stays here.";

describe('CommentsSection with a connection that comes and goes (issue 32)', () => {
  afterEach(() => setOnline(true));

  /** A signed-in user's project page where posting works and lists the new comment. */
  function servePosting(project: Project) {
    const store = serveComments(project, []);
    api.on('POST', `/project/${project.id}/comment`, (request) => {
      const created = aComment({
        id: 9,
        userId: ME,
        user: { firstName: 'Amal', lastName: 'Tamimi' },
        ...(request.body as { comment: string; rate: number }),
      });
      store.set([created]);
      return { status: 201, body: created };
    });
  }
  const posts = () => api.requests.filter((request) => request.method === 'POST');
  const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your comment' });

  it('offline, says the comment needs a connection, sends nothing and keeps the text; online, posts it', async () => {
    signInAs('user');
    const project = aProject();
    servePosting(project);
    renderSection(project);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Written on the bus');

    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(posts()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Posting...' })).toBeNull();
    expect(box().value).toBe('Written on the bus');

    setOnline(true);
    expect(screen.queryByText(OFFLINE)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('You rated this project 5 out of 5.')).toBeTruthy();
    expect(posts().map((request) => request.body)).toEqual([{ comment: 'Written on the bus', rate: 5 }]);
  });

  it('says it in Arabic when the page is in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    signInAs('user');
    const project = aProject();
    serveComments(project, []);
    renderSection(project);
    await screen.findByRole('textbox');
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(
      'أنت غير متصل بالإنترنت. الإرسال يحتاج إلى اتصال، وما كتبته يبقى هنا.',
    );
  });

  it('when the post gets no answer, says it needs a connection instead of failing; the text stays', async () => {
    signInAs('user');
    const project = aProject();
    serveComments(project, []);
    api.on('POST', `/project/${project.id}/comment`, 'network');
    renderSection(project);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Worth the visit');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect((await screen.findByRole('status')).textContent).toBe(OFFLINE);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box().value).toBe('Worth the visit');
    expect(screen.getByRole('button', { name: 'Post comment' })).toHaveProperty('disabled', false);
  });

  it('keeps the form and the text when the list cannot reload after a post that got no answer', async () => {
    signInAs('user');
    const project = aProject();
    serveComments(project, [aComment()]);
    api.on('POST', `/project/${project.id}/comment`, () => {
      // The reload after the failed post fails too (the signal is still gone).
      api.on('GET', `/project/${project.id}/comments`, {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'x' },
      });
      return 'network';
    });
    renderSection(project);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Still here');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect((await screen.findByRole('status')).textContent).toBe(OFFLINE);
    // Once the reload has failed, the form is still there with the text in it, and the list as it was.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: ['comments'] })
          .some((query) => query.state.status === 'error'),
      ).toBe(true),
    );
    expect(box().value).toBe('Still here');
    expect(
      within(item('Comment by Huda Sharabati')).getByText('Beautiful glass, friendly workshop.'),
    ).toBeTruthy();
  });

  it('keeps the draft when the page goes away and comes back, and forgets it once posted', async () => {
    signInAs('user');
    const project = aProject();
    servePosting(project);
    renderSection(project);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Half a thought');
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));

    // A reload, or a tab closed and opened again: the form comes back with what was written.
    cleanup();
    renderSection(project);
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Your comment' })).value).toBe(
      'Half a thought',
    );
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('You rated this project 3 out of 5.')).toBeTruthy();
    expect(readCommentDraft(String(ME), project.id)).toBeNull();
  });

  it("does not show one account's draft to another on the same browser", async () => {
    signInAs('user');
    const project = aProject();
    serveComments(project, []);
    renderSection(project);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Mine only');
    cleanup();

    signInAs('user', ME + 1);
    renderSection(project);
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Your comment' })).value).toBe(
      '',
    );
  });
});
