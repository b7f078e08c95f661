import { ContactMessageSchema } from '../schemas/contact';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('keeps a plain address as it is', () => {
    expect(mailtoHref('huda@mail.ps')).toBe('mailto:huda@mail.ps');
  });

  it('encodes an address that passes validation but carries ?, & and =, so it adds no field', () => {
    const hostile = 'x?bcc=spy&body=hi@ex.com';
    expect(ContactMessageSchema.safeParse({ name: 'Huda', email: hostile, message: 'Hello' }).success).toBe(
      true,
    );
    const href = mailtoHref(hostile, { subject: 'Your message to Rowad' });
    expect(href).toBe('mailto:x%3Fbcc%3Dspy%26body%3Dhi@ex.com?subject=Your%20message%20to%20Rowad');
    const link = new URL(href);
    expect(decodeURIComponent(link.pathname)).toBe(hostile);
    expect([...link.searchParams]).toEqual([['subject', 'Your message to Rowad']]);
  });

  it('keeps a comma and a # from adding a recipient or cutting the link', () => {
    expect(mailtoHref('a,b#c@ex.com')).toBe('mailto:a%2Cb%23c@ex.com');
  });

  it('encodes the subject and the body, Arabic included', () => {
    expect(mailtoHref('huda@mail.ps', { subject: 'رسالتك & ردّنا', body: 'a=b\nc' })).toBe(
      `mailto:huda@mail.ps?subject=${encodeURIComponent('رسالتك & ردّنا')}&body=a%3Db%0Ac`,
    );
  });
});
