import { activationMail, emailChangeMail } from './emails.js';

const LINK = 'https://rowad.example/api/auth/activate?token=abc';

describe('mails to an address not yet proven', () => {
  it.each([
    ['en', 'Sami http://evil.ps/win', 'Welcome to Rowad, Sami!', 'Hello Sami,'],
    ['en', 'www.evil.ps', 'Welcome to Rowad!', 'Hello,'],
    ['ar', 'سامي evil.ps', 'أهلًا بك في رواد يا سامي!', 'مرحبًا سامي،'],
    ['ar', 'https://evil.ps', 'أهلًا بك في رواد!', 'مرحبًا،'],
  ] as const)(
    '(%s) greet %j without the words a mail client would link',
    (language, name, welcome, hello) => {
      const activation = activationMail(language, name, LINK);
      const change = emailChangeMail(language, name, LINK);
      expect(activation.text).toContain(welcome);
      expect(change.text).toContain(hello);
      for (const mail of [activation, change]) {
        expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('evil');
      }
    },
  );
});
