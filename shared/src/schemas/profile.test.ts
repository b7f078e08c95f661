import { z } from 'zod/mini';
import {
  InvestorProfileUpdateSchema,
  InvestorSchema,
  MyDataSchema,
  OwnerProfileUpdateSchema,
  OwnerSchema,
  ProfileSummarySchema,
} from './profile';
import { anOwnerProject } from '../test/api-answers';
import { englishOf } from './messages';

const aProfileUpdate = (overrides: Record<string, unknown> = {}) => ({
  bio: 'I bake bread in Amman.',
  birthDate: '1990-05-17',
  firstName: 'Lina',
  lastName: 'Haddad',
  email: 'lina@example.com',
  address: '12 Rainbow Street, Amman',
  ...overrides,
});

const fieldErrors = (value: unknown) => {
  const result = OwnerProfileUpdateSchema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error, (issue) => englishOf(issue.message)).fieldErrors;
};

const HUGE = 'a'.repeat(10_000);

describe('OwnerProfileUpdateSchema', () => {
  it('accepts a complete profile, trimmed', () => {
    expect(OwnerProfileUpdateSchema.parse(aProfileUpdate({ firstName: ' Lina ', bio: ' Baker. ' }))).toEqual(
      aProfileUpdate({ bio: 'Baker.' }),
    );
  });

  it('requires first name, last name and e-mail, all reported together', () => {
    expect(fieldErrors({})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
    });
    expect(fieldErrors(aProfileUpdate({ firstName: '   ', lastName: 7, email: null }))).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
    });
  });

  it.each(['lina', 'lina@localhost'])("says 'Please enter a valid email' for %s", (email) => {
    expect(fieldErrors(aProfileUpdate({ email }))).toEqual({ email: ['Please enter a valid email'] });
  });

  it('lets bio, address and birth date be left out', () => {
    const result = OwnerProfileUpdateSchema.parse({
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'lina@example.com',
    });
    expect(result).toEqual({ firstName: 'Lina', lastName: 'Haddad', email: 'lina@example.com' });
    expect('birthDate' in result).toBe(false);
  });

  it('lets bio and address be cleared', () => {
    expect(OwnerProfileUpdateSchema.parse(aProfileUpdate({ bio: '  ', address: '' }))).toMatchObject({
      bio: '',
      address: '',
    });
  });

  it.each(['', '   ', null])('clears the birth date given %j', (birthDate) => {
    expect(OwnerProfileUpdateSchema.parse(aProfileUpdate({ birthDate })).birthDate).toBeNull();
  });

  it.each(['2025-02-30', '1899-12-31', '2999-01-01', '17/05/1990', 19900517])(
    "says 'Please enter a valid date' for %s",
    (birthDate) => {
      expect(fieldErrors(aProfileUpdate({ birthDate }))).toEqual({
        birthDate: ['Please enter a valid date'],
      });
    },
  );

  it("says 'Please enter a valid address' for an address of punctuation only", () => {
    expect(fieldErrors(aProfileUpdate({ address: '--' }))).toEqual({
      address: ['Please enter a valid address'],
    });
  });

  it('says when bio or address is not text', () => {
    expect(fieldErrors(aProfileUpdate({ bio: null, address: 5 }))).toEqual({
      bio: ['Bio must be text'],
      address: ['Address must be text'],
    });
  });

  it('answers 10,000-character fields with their maximum', () => {
    expect(
      fieldErrors(aProfileUpdate({ firstName: HUGE, lastName: HUGE, email: HUGE, bio: HUGE, address: HUGE })),
    ).toEqual({
      firstName: ['First name must be at most 100 characters'],
      lastName: ['Last name must be at most 100 characters'],
      email: ['Email must be at most 254 characters'],
      bio: ['Bio must be at most 2000 characters'],
      address: ['Address must be at most 300 characters'],
    });
  });

  it('is the investor body too', () => {
    expect(InvestorProfileUpdateSchema.safeParse(aProfileUpdate({ firstName: '' })).success).toBe(false);
    expect(InvestorProfileUpdateSchema.parse(aProfileUpdate())).toEqual(aProfileUpdate());
  });
});

const user = { firstName: 'Lina', lastName: 'Haddad', email: 'lina@example.com' };

describe('OwnerSchema', () => {
  it('serializes an owner and drops database fields', () => {
    const owner = OwnerSchema.parse({
      id: 3,
      photo: null,
      bio: 'Baker.',
      birthDate: '1990-05-17',
      address: 'Amman',
      user: { ...user, password_hash: 'x' },
      projects: [anOwnerProject()],
      photo_key: 'owners/3.webp',
      pendingEmail: 'new@example.com',
    });
    expect(owner).toEqual({
      id: 3,
      photo: null,
      bio: 'Baker.',
      birthDate: '1990-05-17',
      address: 'Amman',
      user,
      projects: [anOwnerProject()],
      pendingEmail: 'new@example.com',
    });
  });

  it('rejects an owner without its id', () => {
    expect(
      OwnerSchema.safeParse({ photo: null, bio: '', birthDate: null, address: '', user, projects: [] })
        .success,
    ).toBe(false);
  });
});

describe('InvestorSchema', () => {
  it('serializes an investor with no birth date and no pending e-mail', () => {
    expect(
      InvestorSchema.parse({ bio: '', birthDate: null, address: '', user, pendingEmail: null, user_id: 4 }),
    ).toEqual({ bio: '', birthDate: null, address: '', user, pendingEmail: null });
  });
});

describe('ProfileSummarySchema', () => {
  it('keeps the photo and the first name only', () => {
    expect(ProfileSummarySchema.parse({ photo: '/photos/3.webp', user })).toEqual({
      photo: '/photos/3.webp',
      user: { firstName: 'Lina' },
    });
  });
});

describe('MyDataSchema', () => {
  it.each(['owner', 'investor', 'user', 'admin'])('accepts role %s', (role) => {
    expect(MyDataSchema.parse({ id: 1, role, ...user }).role).toBe(role);
  });

  it('rejects an unknown role', () => {
    expect(MyDataSchema.safeParse({ id: 1, role: 'root', ...user }).success).toBe(false);
  });
});

describe('OwnerProfileUpdateSchema names and current password', () => {
  it('refuses control characters and line breaks in names', () => {
    expect(fieldErrors(aProfileUpdate({ firstName: 'Li\nna', lastName: 'Had\u0000dad' }))).toEqual({
      firstName: ['Please enter a valid first name'],
      lastName: ['Please enter a valid last name'],
    });
  });

  it('takes an optional current password, kept as typed', () => {
    expect(OwnerProfileUpdateSchema.parse(aProfileUpdate({ currentPassword: ' olive tree ' }))).toEqual(
      aProfileUpdate({ currentPassword: ' olive tree ' }),
    );
    expect(fieldErrors(aProfileUpdate({ currentPassword: 'a'.repeat(129) }))).toEqual({
      currentPassword: ['Password must be at most 128 characters'],
    });
  });
});
