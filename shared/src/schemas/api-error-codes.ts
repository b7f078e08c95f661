// No zod here: the API client (on every page) reads codes without loading the schemas.

/**
 * Every machine code an error answer of the API can carry, beside its English `message`.
 * Clients decide by the code (which text to show, where); the message is for people reading
 * logs or a raw answer. A code, once published, keeps its meaning: add new ones, never reuse.
 */
export const API_ERROR_CODES = [
  // The request itself
  'VALIDATION_FAILED', // 400, `errors` maps each failing field to its message
  'MALFORMED_BODY', // 400, the body is not the JSON (or multipart form) it claims to be
  'BODY_TOO_LARGE', // 413
  'UNSUPPORTED_MEDIA_TYPE', // 415
  'INVALID_CURSOR', // 400, a list's `cursor` is not one the API gave out
  'BAD_REQUEST', // 400, any other malformed request
  'NOT_FOUND', // 404, no such route or file
  'RATE_LIMITED', // 429, with Retry-After
  // Signing in and sessions
  'NOT_SIGNED_IN', // 401, no bearer token
  'SESSION_ENDED', // 401, the token expired, was revoked or is not ours
  'FORBIDDEN', // 403, signed in but not allowed (role, not the owner or author)
  'INVALID_CREDENTIALS', // 401, wrong e-mail or password at login
  'ACCOUNT_NOT_ACTIVATED', // 403, a new activation link was mailed
  'ACCOUNT_DISABLED', // 403
  'ACCOUNT_NOT_FOUND', // 404
  'EMAIL_TAKEN', // 409, `errors.email`
  'WRONG_CURRENT_PASSWORD', // 400, `errors.oldPassword` or `errors.currentPassword`
  'PASSWORD_TOO_COMMON', // 400, on `password` or `newPassword`: among the most common passwords
  'INVALID_RESET_CODE', // 400, wrong, expired, used or burned code
  'INVALID_MFA_CODE', // 401 at sign-in, 400 elsewhere: a second-factor code that is wrong or already used
  'MFA_TOKEN_INVALID', // 401, the sign-in's second-step token expired, is not ours, or its password changed
  'MFA_ALREADY_ENABLED', // 409, the second factor is already on
  'MFA_NOT_ENABLED', // 409, there is no second factor to turn off
  'MFA_NOT_SETTING_UP', // 409, a confirmation without a secret waiting for it
  'MFA_REQUIRED_FOR_ADMIN', // 409, an admin cannot turn the second factor off
  // Things that do not exist (or are not visible to the caller)
  'PROJECT_NOT_FOUND',
  'REVISION_NOT_FOUND',
  'IMAGE_NOT_FOUND',
  'OWNER_NOT_FOUND',
  'PROFILE_NOT_FOUND',
  'EVENT_NOT_FOUND',
  'PARTICIPATION_NOT_FOUND',
  'COMMENT_NOT_FOUND',
  'USER_NOT_FOUND', // an account the admin asked about
  'MESSAGE_NOT_FOUND', // a contact message
  'MAIL_NOT_FOUND', // a mail of the outbox the admin asked about
  // Conflicts with the current state
  'ALREADY_REVIEWED', // 409, the project change was approved or rejected meanwhile
  'REVIEW_OUT_OF_DATE', // 409, the owner changed the project (a newer version, other images) since it was loaded
  'PROJECT_LIMIT_REACHED', // 409, the owner has as many projects as allowed
  'ALREADY_RATED', // 409, one rating per user and project: edit the existing one
  'CANNOT_RATE_OWN_PROJECT', // 409, an owner does not comment on or rate their own project
  'ALREADY_DECIDED', // 409, the participation request was accepted or rejected meanwhile
  'ALREADY_PARTICIPATING', // 409
  'EVENT_ENDED', // 409
  'EVENT_FULL', // 409
  'ALREADY_HANDLED', // 409, the contact message was marked handled meanwhile
  'USER_ALREADY_DISABLED', // 409
  'USER_NOT_DISABLED', // 409, only a disabled account can be enabled again
  'CANNOT_DISABLE_ADMIN', // 409, no longer answered (issue 28: an admin may disable another admin)
  'CANNOT_DISABLE_SELF', // 409, an admin does not disable (nor sign out) their own account from the admin area
  'LAST_ACTIVE_ADMIN', // 409, disabling (or closing) this admin would leave no active admin
  'MAIL_NOT_FAILED', // 409, only a mail given up can be retried (it was sent or retried meanwhile)
  'INFO_ALREADY_REQUESTED', // 429, one information request per investor and owner a day
  'INFO_REQUEST_LIMIT_REACHED', // 429, the investor asked as many owners as allowed in 24 hours
  // Reports and moderation, and the limits on comments (issue 31, docs/product.md "Trust and safety");
  // their texts in both languages: REPORT_ERROR_MESSAGES (messages-reports.ts)
  'ALREADY_REPORTED', // 409, one report per account and item
  'CANNOT_REPORT_OWN', // 409, one's own comment, project or profile is not reported
  'REPORT_TARGET_NOT_FOUND', // 404, no comment, project, bazaar or owner the public sees has that id
  'REPORTS_ALREADY_DECIDED', // 409, a decision on an item whose reports an admin decided meanwhile
  'REPORT_DECISION_NOT_APPLICABLE', // 409, e.g. disable-author of a bazaar (admins write bazaars)
  'NEW_ACCOUNT_COMMENT_LIMIT', // 429, an account younger than NEW_ACCOUNT_HOURS wrote its NEW_ACCOUNT_COMMENT_MAX comments
  'NEW_ACCOUNT_NO_LINKS', // 400, `errors.comment`: an account younger than NEW_ACCOUNT_HOURS put a link in a comment
  'COMMENT_HOURLY_LIMIT', // 429, COMMENTS_PER_HOUR_MAX comments in the last hour
  'DUPLICATE_COMMENT', // 409, the same text (trimmed, case-folded) by the same account in DUPLICATE_COMMENT_HOURS
  // Releases of remotes (docs/operations.md, "Releasing one remote")
  'RELEASE_REFUSED', // 422, a check failed: `errors` names each failed check and what it found
  'CANARY_RUNNING', // 409, the remote has a canary: promote it or roll it back first
  'NO_CANARY', // 409, promote: the remote has no canary
  'NOTHING_TO_ROLL_BACK', // 409, the remote is on its starting map
  // Uploads
  'NOT_MULTIPART', // 415
  'NO_IMAGE', // 400, the upload carried no file
  'TOO_MANY_FILES', // 400
  'TOO_MANY_IMAGES', // 400, the project or event would pass its image limit
  'IMAGE_TOO_LARGE', // 413
  'IMAGE_UNREADABLE', // 400, not a JPEG, PNG or WebP image we can decode
  'IMAGE_DIMENSIONS_TOO_LARGE', // 400
  // The server
  'INTERNAL_ERROR', // 500, details only in the log
  'SERVICE_UNAVAILABLE', // 503, try again later
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
