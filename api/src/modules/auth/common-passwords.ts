import { englishOf } from '@rowad/shared/schemas';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from '../../errors.js';

// zxcvbn-ts's list of common passwords (about 49,000, most common first, lower case), kept on the
// server: it is ~0.5 MB, and a browser needs none of it to show the server's field message.
const COMMON = new Set(dictionary['passwords-common']);

export const TOO_COMMON = englishOf('password.tooCommon');

/** A password whose lower-case form is on the list: `Password1` is as guessable as `password1`. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Refuses a common password with a message on the form's field (ASVS 5.0 6.2.4). */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new ApiError(400, 'PASSWORD_TOO_COMMON', TOO_COMMON, { [field]: TOO_COMMON });
}
