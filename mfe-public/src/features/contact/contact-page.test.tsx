import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { renderPage } from '../../testing';
import ContactPage from './contact-page';

let api: FakeApi;
beforeEach(async () => {
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

async function fillIn() {
  await userEvent.type(field('Full name'), 'Huda Sharabati');
  await userEvent.type(field('Email'), 'huda@example.ps');
  await userEvent.type(field('Message'), 'How do I show my embroidery on Rowad?');
}

describe('ContactPage', () => {
  it("shows the form and Rowad's phone, support e-mail and 'Hebron, Palestine'", () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(field('Full name')).toBeTruthy();
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('link', { name: '+970 2 222 0000' }).getAttribute('href')).toBe(
      'tel:+97022220000',
    );
    expect(screen.getByRole('link', { name: 'support@rowad.ps' }).getAttribute('href')).toBe(
      'mailto:support@rowad.ps',
    );
    expect(screen.getByText('Hebron, Palestine')).toBeTruthy();
  });

  it('keeps the honeypot away from people: hidden, out of the tab order, no autofill', () => {
    const { container } = renderPage(<ContactPage />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  });

  it('says under each field what is missing, and sends nothing', async () => {
    renderPage(<ContactPage />);
    await send();
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    await userEvent.type(field('Email'), 'huda@');
    await send();
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('sends the message, thanks the visitor and clears the form', async () => {
    api.on('POST', '/contact', { status: 204 });
    renderPage(<ContactPage />);
    await fillIn();
    await send();

    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you! Your message has been sent. We will reply to you by e-mail.',
    );
    expect(api.requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/contact',
        body: {
          name: 'Huda Sharabati',
          email: 'huda@example.ps',
          message: 'How do I show my embroidery on Rowad?',
          website: '',
        },
      },
    ]);
    expect([field('Full name').value, field('Email').value, field('Message').value]).toEqual(['', '', '']);
  });

  it('keeps everything typed when sending fails, and says so', async () => {
    api.on('POST', '/contact', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal error' } });
    renderPage(<ContactPage />);
    await fillIn();
    await send();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your message could not be sent. Please try again later.',
    );
    expect(field('Full name').value).toBe('Huda Sharabati');
    expect(field('Email').value).toBe('huda@example.ps');
    expect(field('Message').value).toBe('How do I show my embroidery on Rowad?');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when too many messages were sent', async () => {
    api.on('POST', '/contact', {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' },
    });
    renderPage(<ContactPage />);
    await fillIn();
    await send();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many messages from your connection. Please wait a few minutes and try again.',
    );
    expect(field('Message').value).toBe('How do I show my embroidery on Rowad?');
  });

  it('works in Arabic', async () => {
    api.on('POST', '/contact', { status: 204 });
    renderPage(<ContactPage />);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeTruthy();
    expect(screen.getByText('الخليل، فلسطين')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText('الاسم الكامل مطلوب')).toBeTruthy();
    expect(screen.getByText('الرسالة مطلوبة')).toBeTruthy();

    await userEvent.type(field('الاسم الكامل'), 'هدى الشرباتي');
    await userEvent.type(field('البريد الإلكتروني'), 'huda@example.ps');
    await userEvent.type(field('الرسالة'), 'كيف أعرض مطرزاتي؟');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'شكرًا لك! تم إرسال رسالتك. سنرد عليك بالبريد الإلكتروني.',
    );
  });
});
