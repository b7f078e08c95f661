import { z } from 'zod/mini';
import type { SchemaMessageCode } from './messages';
import { says } from './says';
import { ADDRESS_MAX, BIRTH_DATE_MIN, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './rules';

/*
 * Field builders shared by the account schemas. The messages are codes of the catalogue
 * (messages.ts: the product's texts (docs/product.md §5), with their Arabic); the upper limits are ours (docs/product.md
 * states none) so the API answers a huge string with a clear 400. The limits are rules.ts's.
 *
 * Decisions, applied by every builder here:
 * - A missing key, null or a value of the wrong type (a number, an object) gets the field's
 *   "... is required" message: the form never sends such a value, and for an API caller "send this
 *   field as text" is what the message means. No extra wrong-type texts to translate.
 * - One message per field: each check after the first runs only if the field has no issue yet
 *   (`afterValid`), so a 10,000-character e-mail says 'Email must be at most 254 characters' only
 *   and the format regex never runs on it. Other fields are still checked: all errors are
 *   collected, one under each field. `abort: true` would do the first part but it also stops the
 *   object's own checks (the password match) for good, `when` included.
 * - Text is trimmed where whitespace alone must count as missing (names, bio, address, e-mail,
 *   code, dates). Passwords are never trimmed: spaces are legitimate password characters.
 */

/**
 * Options for a check that runs only while its field is still valid. The payload is the field's
 * own (zod parses every property with a fresh issue list), so other fields do not matter here.
 */
export const afterValid = {
  when: (payload: z.core.ParsePayload) => payload.issues.length === 0,
} as const;

/** A check that rewrites a text before the others run (`keepBidiInLines`). */
type Rewrite = z.core.$ZodCheck<string>;

/**
 * Trimmed text that must not be blank, at most `max` characters. `rewrites` run before the trim,
 * so what they remove cannot leave a blank text behind.
 */
export function requiredText(
  requiredMessage: SchemaMessageCode,
  max: number,
  maxMessage: SchemaMessageCode,
  rewrites: readonly Rewrite[] = [],
) {
  return z
    .string({ error: requiredMessage })
    .check(
      ...rewrites,
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(max, { error: maxMessage, ...afterValid }),
    );
}

// Control characters (C0 with tab and line breaks, DEL, C1), the line and paragraph separators,
// and the bidirectional embedding, override and isolate controls, which can make a name read as
// something else in a list or a mail. Joiners (U+200C/U+200D) and marks (U+200E/U+200F, which
// open no scope) stay: Arabic and Persian spellings and mixed-direction text use them.
const NOT_ON_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * The rule of every single-line field (names, titles, places, categories, addresses): one line
 * of printable text (issue 28, low 5). Person names say it in their own words; the other fields
 * share `text.notOneLine`.
 */
export function oneLine(invalidMessage: SchemaMessageCode = says('text.notOneLine')) {
  return z.refine<string>((value) => !NOT_ON_ONE_LINE.test(value), { error: invalidMessage, ...afterValid });
}

/** A required single-line text: `requiredText` and `oneLine`. */
export function oneLineText(requiredMessage: SchemaMessageCode, max: number, maxMessage: SchemaMessageCode) {
  return requiredText(requiredMessage, max, maxMessage).check(oneLine());
}

const OPENS_EMBEDDING = /[\u202A\u202B\u202D\u202E]/;
const OPENS_ISOLATE = /[\u2066-\u2068]/;
const CLOSES_EMBEDDING = '\u202C';
const CLOSES_ISOLATE = '\u2069';

/** One line, keeping the scopes opened and closed on it, dropping unpaired openers and closers. */
function keepBidiInLine(line: string): string {
  const chars = [...line];
  const kept = chars.map(() => true);
  // Open scopes, innermost last: where each opener is, and whether it is an isolate.
  const open: { at: number; isolate: boolean }[] = [];
  chars.forEach((char, at) => {
    if (OPENS_EMBEDDING.test(char) || OPENS_ISOLATE.test(char)) {
      open.push({ at, isolate: OPENS_ISOLATE.test(char) });
      kept[at] = false;
    } else if (char === CLOSES_EMBEDDING) {
      // Closes the innermost embedding, never across an isolate (as the Unicode algorithm does).
      const top = open.at(-1);
      if (top && !top.isolate) kept[open.pop()!.at] = true;
      else kept[at] = false;
    } else if (char === CLOSES_ISOLATE) {
      // Closes the innermost isolate and every embedding opened inside it: those stay unpaired.
      const isolate = open.findLastIndex((scope) => scope.isolate);
      if (isolate === -1) kept[at] = false;
      else {
        kept[open[isolate]!.at] = true;
        open.length = isolate;
      }
    }
  });
  return chars.filter((_char, at) => kept[at]).join('');
}

/**
 * Multi-line text (descriptions, comments, bios, messages, reasons) keeps the bidirectional
 * controls a line opens and closes itself, and loses the others: a scope left open would turn
 * around what follows it wherever the text is shown on one line with others (a preview, a list,
 * a mail), and a stray close could end a scope of the page around it (issue 28, low 5).
 */
export function keepBidiInLines(text: string): string {
  if (!/[\u202A-\u202E\u2066-\u2069]/.test(text)) return text;
  return text
    .split(/(\r\n|[\n\r\u2028\u2029])/)
    .map((part, index) => (index % 2 === 1 ? part : keepBidiInLine(part)))
    .join('');
}

const BIDI_KEPT_IN_LINES: readonly Rewrite[] = [z.overwrite(keepBidiInLines)];

/** A required multi-line text: `requiredText` with `keepBidiInLines` applied first. */
export function multiLineText(
  requiredMessage: SchemaMessageCode,
  max: number,
  maxMessage: SchemaMessageCode,
) {
  return requiredText(requiredMessage, max, maxMessage, BIDI_KEPT_IN_LINES);
}

/**
 * A first or last name: required, at most NAME_MAX characters, one line of printable text.
 * Messages in the product's words (docs/product.md) ('First name is required', and 'Please enter a valid ...' as docs/product.md
 * words its e-mail, date and address errors).
 */
export function nameField(label: 'First name' | 'Last name') {
  const field = label === 'First name' ? 'firstName' : 'lastName';
  return oneLineName(says(`${field}.required`), NAME_MAX, says(`${field}.tooLong`), says(`${field}.invalid`));
}

/** A required name of at most `max` characters, one line of printable text (`invalidMessage` otherwise). */
export function oneLineName(
  requiredMessage: SchemaMessageCode,
  max: number,
  maxMessage: SchemaMessageCode,
  invalidMessage: SchemaMessageCode,
) {
  return requiredText(requiredMessage, max, maxMessage).check(oneLine(invalidMessage));
}

/**
 * Trimmed text that may be left out (undefined) or blank (''), at most `max` characters. null or
 * a wrong type gets `typeMessage`: there is no "required" message to reuse for an optional field.
 * `form` picks the rule of a single-line field or the rewrite of a multi-line one.
 */
export function optionalText(
  max: number,
  maxMessage: SchemaMessageCode,
  typeMessage: SchemaMessageCode,
  form: 'one line' | 'multi-line',
) {
  return z.optional(
    z
      .string({ error: typeMessage })
      .check(
        ...(form === 'multi-line' ? BIDI_KEPT_IN_LINES : []),
        z.trim(),
        z.maxLength(max, { error: maxMessage, ...afterValid }),
        ...(form === 'one line' ? [oneLine()] : []),
      ),
  );
}

// Any character that makes an address more than punctuation, in any script (Arabic included).
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Registration address: required, and 'Please enter a valid address' when it has no letter or digit. */
export function addressField() {
  return requiredText(says('address.required'), ADDRESS_MAX, says('address.tooLong')).check(
    z.regex(HAS_LETTER_OR_DIGIT, { error: says('address.invalid'), ...afterValid }),
    oneLine(),
  );
}

/** Profile address: may be left out or cleared; if given, the same rule as registration. */
export function optionalAddressField() {
  return z.optional(
    z.string({ error: says('address.notText') }).check(
      z.trim(),
      z.maxLength(ADDRESS_MAX, { error: says('address.tooLong'), ...afterValid }),
      z.refine((value) => value === '' || HAS_LETTER_OR_DIGIT.test(value), {
        error: says('address.invalid'),
        ...afterValid,
      }),
      oneLine(),
    ),
  );
}

// The local part is the WHATWG `<input type="email">` one (the browser's own check).
const EMAIL_LOCAL = "[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
// A top-level domain is not checked against a list ("any top-level domain accepted"): any label
// of two or more characters starting with a letter, so `.com`, `.photography` and punycode
// `.xn--mgbaam7a8h` all pass, while a numeric last label (`a@1.2.3.4`) does not.
const TOP_LEVEL_DOMAIN = '[a-zA-Z][a-zA-Z0-9-]{0,61}[a-zA-Z0-9]';

/** Registration, login and profile: the domain must have a dot and a top-level domain. */
export const EMAIL_WITH_TLD = new RegExp(`^${EMAIL_LOCAL}@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL_DOMAIN}$`);
/** Password reset ("top-level domain not checked"): the browser's rule, so `name@localhost` passes. */
export const EMAIL_ANY_DOMAIN = new RegExp(`^${EMAIL_LOCAL}@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})*$`);

/**
 * Trimmed e-mail, kept as typed (not lower-cased: the server compares a lower-cased key and
 * keeps the address as the user wrote it). `checkTld` picks the registration/login rule.
 */
export function emailField({ checkTld }: { checkTld: boolean }) {
  return requiredText(says('email.required'), EMAIL_MAX, says('email.tooLong')).check(
    z.regex(checkTld ? EMAIL_WITH_TLD : EMAIL_ANY_DOMAIN, { error: says('email.invalid'), ...afterValid }),
  );
}

/** A new password: required, PASSWORD_MIN to PASSWORD_MAX characters. Not trimmed. */
export function newPasswordField() {
  return z
    .string({ error: says('password.required') })
    .check(
      z.minLength(1, says('password.required')),
      z.minLength(PASSWORD_MIN, { error: says('password.tooShort'), ...afterValid }),
      z.maxLength(PASSWORD_MAX, { error: says('password.tooLong'), ...afterValid }),
    );
}

/** The password typed to log in: only required (docs/product.md), with the same upper limit as a new one. */
export function currentPasswordField() {
  return z
    .string({ error: says('password.required') })
    .check(
      z.minLength(1, says('password.required')),
      z.maxLength(PASSWORD_MAX, { error: says('password.tooLong'), ...afterValid }),
    );
}

/** A current password a form may leave out (the server says when it is needed). Not trimmed. */
export function optionalCurrentPasswordField() {
  return z.optional(
    z
      .string({ error: says('password.required') })
      .check(z.maxLength(PASSWORD_MAX, { error: says('password.tooLong') })),
  );
}

/**
 * The confirmation of a new password. No upper limit of its own: it must equal the password,
 * which has one, so a huge confirmation is answered with 'Passwords must match'.
 */
export function passwordConfirmationField() {
  return z
    .string({ error: says('password.confirmationRequired') })
    .check(z.minLength(1, says('password.confirmationRequired')));
}

/**
 * Options for an object-level "the two passwords are equal" refinement. By default zod skips an
 * object's refinements once any field failed with an aborting issue, which would hide the
 * mismatch behind, say, a missing first name. `when` runs it whenever both passwords are
 * non-empty text, whatever the other fields hold, so every error is reported in one pass.
 */
export function passwordsMatch<K extends string, V extends string>(
  passwordKey: K,
  verifyKey: V,
  message: SchemaMessageCode,
): [check: (value: Record<K | V, string>) => boolean, params: z.core.$ZodCustomParams] {
  return [
    (value: Record<K | V, string>) => value[passwordKey] === value[verifyKey],
    {
      error: message,
      path: [verifyKey],
      when: (payload: z.core.ParsePayload) => {
        const value: unknown = payload.value;
        if (typeof value !== 'object' || value === null) return false;
        const password: unknown = (value as Record<string, unknown>)[passwordKey];
        const verify: unknown = (value as Record<string, unknown>)[verifyKey];
        return typeof password === 'string' && typeof verify === 'string' && password !== '' && verify !== '';
      },
    },
  ];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day that exists on the calendar (2024-02-29 yes, 2025-02-30 no). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * "Today" where it is latest on Earth (UTC+14): server (UTC) and browser (any zone) then agree,
 * and nobody born today in their own zone is told their date is in the future.
 */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A plausible birth date: a real `YYYY-MM-DD` day from 1900-01-01 up to today. */
export function isBirthDate(value: string, now: Date = new Date()): boolean {
  // Fixed-width ISO dates compare correctly as text.
  return isCalendarDate(value) && value >= BIRTH_DATE_MIN && value <= latestToday(now);
}

/** Registration birth date: required, `YYYY-MM-DD` out, as typed. */
export function birthDateField() {
  return z.string({ error: says('birthDate.required') }).check(
    z.trim(),
    z.minLength(1, says('birthDate.required')),
    z.refine((value) => isBirthDate(value), { error: says('date.invalid'), ...afterValid }),
  );
}

/**
 * Profile birth date: undefined leaves it unchanged, null or '' clears it (null out), anything
 * else must be a valid birth date. A wrong type says 'Please enter a valid date'.
 */
export function optionalBirthDateField() {
  return z.optional(
    z.nullable(
      z.pipe(
        z.string({ error: says('date.invalid') }).check(
          z.trim(),
          z.refine((value) => value === '' || isBirthDate(value), says('date.invalid')),
        ),
        z.transform((value: string) => (value === '' ? null : value)),
      ),
    ),
  );
}
