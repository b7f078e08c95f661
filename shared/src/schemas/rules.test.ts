import { isSchemaMessageCode, SCHEMA_MESSAGES, textOf, type SchemaMessageCode } from './messages';
import { PASSWORD_MIN, REGISTER_FORM_ROLES, REGISTRATION_ROLES, ROLES } from './rules';

const codes = Object.keys(SCHEMA_MESSAGES).filter(isSchemaMessageCode);
const PLACEHOLDER = /\{\w*\}/;

describe('the messages, filled from rules.ts', () => {
  it.each(codes)('%s renders whole in English and in Arabic', (code) => {
    for (const language of ['en', 'ar'] as const) {
      const text = textOf(code, language);
      expect(text).not.toMatch(PLACEHOLDER);
      expect(text.trim()).not.toBe('');
    }
  });

  it('names no limit in a text: every number comes from rules.ts', () => {
    const withDigits = codes.flatMap((code) =>
      (['en', 'ar'] as const)
        .map((language) => SCHEMA_MESSAGES[code][language])
        .filter((text) => /[0-9\u0660-\u0669]/.test(text.replace(/https?:\/\//g, '')))
        .map((text) => `${code}: ${text}`),
    );
    expect(withDigits).toEqual([]);
  });

  // The English of every limit, word for word as the product states it (docs/product.md,
  // validation messages): the forms, the API and the tests show these exact texts.
  it.each<[SchemaMessageCode, string]>([
    ['firstName.tooLong', 'First name must be at most 100 characters'],
    ['lastName.tooLong', 'Last name must be at most 100 characters'],
    ['bio.tooLong', 'Bio must be at most 2000 characters'],
    ['email.tooLong', 'Email must be at most 254 characters'],
    ['password.tooShort', 'Password must be at least 8 characters'],
    ['password.tooLong', 'Password must be at most 128 characters'],
    ['role.invalid', 'Role must be one of: owner, user, investor'],
    ['address.tooLong', 'Address must be at most 300 characters'],
    ['resetCode.invalid', 'Code must be exactly 6 digits'],
    ['list.searchTooLong', 'The search must be at most 100 characters'],
    ['list.categoryTooLong', 'The category must be at most 40 characters'],
    ['list.limitTooSmall', 'The limit must be at least 1'],
    ['list.limitTooLarge', 'The limit must be at most 100'],
    ['comments.limitTooLarge', 'The limit must be at most 200'],
    ['comment.tooLong', 'Comments can be at most 2000 characters.'],
    ['comment.rate', 'Rating must be a whole number from 1 to 5'],
    ['contact.nameTooLong', 'Full name must be at most 120 characters'],
    ['contact.messageTooLong', 'Message must be at most 5000 characters'],
    ['project.pageType', 'Choose a page type: facebook, instagram, snapchat, linkedin or twitter'],
    ['project.nameTooLong', 'Project name must be at most 120 characters.'],
    ['project.descriptionTooLong', 'Description must be at most 5000 characters.'],
    ['project.cityTooLong', 'City must be at most 80 characters.'],
    ['project.streetTooLong', 'Street must be at most 120 characters.'],
    ['project.tooManyCategories', 'At most 10 categories.'],
    ['project.categoryTooLong', 'Each category must be at most 40 characters.'],
    ['project.tooManyPhones', 'At most 5 phone numbers.'],
    ['project.tooManyPages', 'At most 10 pages.'],
    ['project.reasonTooLong', 'The reason must be at most 1000 characters.'],
    ['images.tooManyProjectImages', 'At most 30 images at a time.'],
    ['images.tooManyEventImages', 'At most 100 images at a time.'],
    ['event.nameTooLong', 'Event name must be at most 120 characters.'],
    ['event.descriptionTooLong', 'Description must be at most 5000 characters.'],
    ['event.cityTooLong', 'City must be at most 80 characters.'],
    ['event.streetTooLong', 'Street must be at most 120 characters.'],
    ['event.tooManyCategories', 'At most 10 categories.'],
    ['event.categoryTooLong', 'A category must be at most 40 characters.'],
    ['event.kind', 'The kind must be virtual or physical.'],
    ['event.capacity', 'Capacity must be a whole number from 1 to 100000.'],
    ['event.status', 'The status must be upcoming, ongoing or past'],
    ['participation.noteTooLong', 'The note must be at most 500 characters.'],
    ['decision.reasonTooLong', 'The reason must be at most 1000 characters.'],
    ['admin.roleFilter', 'The role must be owner, user, investor or admin.'],
    ['admin.stateFilter', 'The state must be pending, active or disabled.'],
    ['admin.messageStateFilter', 'The state must be open, handled or all.'],
    [
      'admin.kindFilter',
      'The kind must be project, participation, event, comment, user, contact, mail, release or report.',
    ],
  ])('%s says %j', (code, english) => {
    expect(textOf(code, 'en')).toBe(english);
  });

  it('fills the Arabic from the same rules', () => {
    expect(textOf('password.tooShort', 'ar')).toBe(
      `يجب أن تتكون كلمة المرور من ${PASSWORD_MIN} أحرف على الأقل`,
    );
    expect(textOf('event.capacity', 'ar')).toBe('يجب أن تكون السعة عددًا صحيحًا من 1 إلى 100000.');
  });

  it('holds the common-password text once, for the API and the forms', () => {
    const texts = codes.map((code) => SCHEMA_MESSAGES[code].en);
    const common = 'This password is too common. Please choose another.';
    expect(texts.filter((text) => text === common)).toHaveLength(1);
  });
});

describe('the role lists', () => {
  it('are subsets of the one list of roles', () => {
    for (const role of [...REGISTRATION_ROLES, ...REGISTER_FORM_ROLES]) expect(ROLES).toContain(role);
    expect(ROLES).toEqual(['owner', 'user', 'investor', 'admin']);
    expect(REGISTER_FORM_ROLES).toEqual(['owner', 'investor']);
  });
});
