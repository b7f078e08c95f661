import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore, type Language } from '@rowad/shared/i18n';
import { useAuthStore } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { makeToken } from '@rowad/shared/test/tokens';
import { forgetLoadedData, renderPage } from '../../testing';
import { ReportControl } from './report-control';

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

function signIn(id: number, language: Language = 'en') {
  act(() => {
    useAuthStore.getState().signIn(makeToken({ role: 'user', sub: String(id) }));
    useLanguageStore.getState().setLanguage(language);
  });
}

const TEXTS = {
  en: {
    open: 'Report this comment',
    other: 'Other',
    spam: 'Spam',
    details: 'Details',
    send: 'Send report',
    chooseReason: /Choose a reason/,
    detailsRequired: 'Please say what is wrong.',
    receipt: 'Thank you: an admin will look at it',
    already: 'You have already reported this.',
  },
  ar: {
    open: 'الإبلاغ عن هذا التعليق',
    other: 'سبب آخر',
    spam: 'رسائل مزعجة',
    details: 'التفاصيل',
    send: 'أرسل البلاغ',
    chooseReason: /اختر سببًا/,
    detailsRequired: 'يرجى توضيح المشكلة.',
    receipt: 'شكرًا لك: سيراجعه أحد المديرين',
    already: 'لقد أبلغت عن هذا من قبل.',
  },
} as const;

describe('ReportControl', () => {
  it('is not there for a guest, nor on one’s own content', () => {
    const { unmount } = renderPage(<ReportControl kind="comment" id={5} authorId={30} />);
    expect(screen.queryByRole('button', { name: /report/i })).toBeNull();
    unmount();
    signIn(30);
    renderPage(<ReportControl kind="comment" id={5} authorId={30} />);
    expect(screen.queryByRole('button', { name: /report/i })).toBeNull();
  });

  it.each(['en', 'ar'] as const)(
    'checks the reason and details, sends, then shows the receipt (%s)',
    async (language) => {
      const t = TEXTS[language];
      signIn(7, language);
      api.on('POST', '/reports', {
        status: 201,
        body: { kind: 'comment', id: 5, createdAt: '2026-11-27T10:00:00.000Z' },
      });
      renderPage(<ReportControl kind="comment" id={5} authorId={30} />);
      await userEvent.click(screen.getByRole('button', { name: t.open }));
      const dialog = await screen.findByRole('dialog', { name: t.open });
      await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
      expect(await within(dialog).findByText(t.chooseReason)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('radio', { name: t.other }));
      await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
      expect(await within(dialog).findByText(t.detailsRequired)).toBeTruthy();
      expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
      await userEvent.type(within(dialog).getByRole('textbox', { name: t.details }), '  Sells copies  ');
      await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
      expect(await screen.findByText(t.receipt)).toBeTruthy();
      const sent = api.requests.find((request) => request.method === 'POST');
      expect(sent?.body).toEqual({ kind: 'comment', id: 5, reason: 'other', details: 'Sells copies' });
    },
  );

  it.each(['en', 'ar'] as const)('says clearly when the item was already reported (%s)', async (language) => {
    const t = TEXTS[language];
    signIn(7, language);
    api.on('POST', '/reports', {
      status: 409,
      body: { code: 'ALREADY_REPORTED', message: 'You have already reported this.' },
    });
    renderPage(<ReportControl kind="comment" id={5} authorId={30} />);
    await userEvent.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.open });
    await userEvent.click(within(dialog).getByRole('radio', { name: t.spam }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(t.already);
    expect(screen.queryByText(t.receipt)).toBeNull();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      kind: 'comment',
      id: 5,
      reason: 'spam',
    });
  });
});
