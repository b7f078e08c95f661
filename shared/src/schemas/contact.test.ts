import { z } from 'zod/mini';
import { ContactMessageSchema } from './contact';
import { englishOf } from './messages';

const errorsOf = (value: unknown) => {
  const result = ContactMessageSchema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error, (issue) => englishOf(issue.message)).fieldErrors;
};

describe('ContactMessageSchema', () => {
  it('trims what was typed and keeps the honeypot as it came', () => {
    expect(
      ContactMessageSchema.parse({
        name: ' Amal Haddad ',
        email: ' amal@example.ps ',
        message: ' Hi\n',
        website: '',
      }),
    ).toEqual({ name: 'Amal Haddad', email: 'amal@example.ps', message: 'Hi', website: '' });
  });

  it('says which field is missing, each under its own field', () => {
    expect(errorsOf({ name: ' ', email: '', message: '   ' })).toEqual({
      name: ['Full name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    });
    expect(errorsOf({})).toEqual({
      name: ['Full name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    });
  });

  it('refuses an invalid e-mail, a name on two lines and texts over their limits', () => {
    expect(errorsOf({ name: 'Amal\nBcc: x@y.z', email: 'amal@', message: 'x'.repeat(5001) })).toEqual({
      name: ['Please enter a valid name'],
      email: ['Please enter a valid email'],
      message: ['Message must be at most 5000 characters'],
    });
    expect(errorsOf({ name: 'a'.repeat(121), email: 'amal@example.ps', message: 'Hi' })).toEqual({
      name: ['Full name must be at most 120 characters'],
    });
  });
});
