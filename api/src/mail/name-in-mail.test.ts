import { nameForMail } from './name-in-mail.js';

describe('nameForMail', () => {
  it.each([
    ['Sami Nasser', 'Sami Nasser'],
    ['سامي ناصر', 'سامي ناصر'],
    ["Sa'id Abu-Khalil", "Sa'id Abu-Khalil"],
    ['J. R. Haddad', 'J. R. Haddad'],
    ['Sami http://evil.ps', 'Sami'],
    ['Sami https://evil.ps/offer?x=1', 'Sami'],
    ['Sami mailto:x@evil.ps', 'Sami'],
    ['Sami javascript:alert(1)', 'Sami'],
    ['Sami www.evil.ps', 'Sami'],
    ['Sami evil.ps', 'Sami'],
    ['Sami x@evil.ps', 'Sami'],
    ['Sami (evil.ps)', 'Sami'],
    ['Sami evil．ps', 'Sami'],
    ['Sami   Nasser', 'Sami Nasser'],
    ['evil.ps https://evil.ps', 'An investor'],
    ['', 'An investor'],
  ])('%j goes into a mail as %j', (name, shown) => {
    expect(nameForMail(name, 'An investor')).toBe(shown);
  });
});
