import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore, type Language } from '@rowad/shared/i18n';
import type { Comment } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { makeToken } from '@rowad/shared/test/tokens';
import { aProject, forgetLoadedData, renderPage } from '../../../testing';
import { CommentsSection } from './comments-section';

// Issue 31: the comment limits' refusals in both languages; the author's own hidden comment; the
// Report control on others' comments only.

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
function signIn(language: Language) {
  act(() => {
    useAuthStore.getState().signIn(makeToken({ role: 'user', sub: String(ME) }));
    useLanguageStore.getState().setLanguage(language);
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

const REFUSALS = [
  ['NEW_ACCOUNT_NO_LINKS', 400, 'en', 'New accounts cannot put links in comments yet.'],
  ['NEW_ACCOUNT_NO_LINKS', 400, 'ar', 'لا يمكن للحسابات الجديدة وضع روابط في التعليقات بعد.'],
  [
    'NEW_ACCOUNT_COMMENT_LIMIT',
    429,
    'en',
    'New accounts can write at most 5 comments in their first 24 hours. Please try again later.',
  ],
  [
    'NEW_ACCOUNT_COMMENT_LIMIT',
    429,
    'ar',
    'يمكن للحسابات الجديدة كتابة 5 تعليقات على الأكثر خلال أول 24 ساعة. يرجى المحاولة لاحقًا.',
  ],
  ['COMMENT_HOURLY_LIMIT', 429, 'en', 'You can write at most 20 comments an hour. Please try again later.'],
  ['COMMENT_HOURLY_LIMIT', 429, 'ar', 'يمكنك كتابة 20 تعليقًا على الأكثر في الساعة. يرجى المحاولة لاحقًا.'],
  ['DUPLICATE_COMMENT', 409, 'en', 'You have already written this comment.'],
  ['DUPLICATE_COMMENT', 409, 'ar', 'لقد كتبت هذا التعليق من قبل.'],
] as const;

describe('CommentsSection and the trust-and-safety rules', () => {
  it.each(REFUSALS)('shows %s (%i) in its own words (%s)', async (code, status, language, text) => {
    signIn(language);
    const project = aProject();
    api.on('GET', `/project/${project.id}/comments`, {
      status: 200,
      body: [],
      headers: { 'x-total-count': '0' },
    });
    api.on('POST', `/project/${project.id}/comment`, { status, body: { code, message: 'refused' } });
    renderPage(<CommentsSection project={project} />);
    const box = await screen.findByRole('textbox');
    await userEvent.type(box, 'See www.deals.example');
    await userEvent.click(
      screen.getByRole('button', { name: language === 'en' ? 'Post comment' : 'انشر التعليق' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    // What was typed stays.
    expect((box as HTMLTextAreaElement).value).toBe('See www.deals.example');
  });

  it.each([
    ['en', 'Hidden', 'Reason: spam', 'Report this comment'],
    ['ar', 'مخفي', 'السبب: رسائل مزعجة', 'الإبلاغ عن هذا التعليق'],
  ] as const)(
    'marks the author’s own hidden comment, and offers Report on others’ only (%s)',
    async (language, badge, reason, report) => {
      signIn(language);
      const project = aProject();
      const mine = aComment({
        id: 2,
        userId: ME,
        user: { firstName: 'Amal', lastName: 'Tamimi' },
        hidden: true,
        hiddenReason: 'spam',
      });
      api.on('GET', `/project/${project.id}/comments`, {
        status: 200,
        body: [mine, aComment()],
        headers: { 'x-total-count': '2' },
      });
      renderPage(<CommentsSection project={project} />);
      const items = await screen.findAllByRole('listitem');
      const [own, other] = items.filter((item) => item.id.startsWith('comment-'));
      expect(within(own!).getByText(badge)).toBeTruthy();
      expect(within(own!).getByText(new RegExp(reason))).toBeTruthy();
      expect(within(own!).queryByRole('button', { name: report })).toBeNull();
      expect(within(other!).queryByText(badge)).toBeNull();
      expect(within(other!).getByRole('button', { name: report })).toBeTruthy();
    },
  );
});
