// The benches' admins sign in with a second factor (issue 28): the server enrols it at start from
// ADMIN_TOTP_SECRET, and the bench computes the code as the admin's phone would.
import { Secret, TOTP } from 'otpauth';

/** Base32 of 20 bytes; a bench secret, never a real one. */
export const BENCH_TOTP_SECRET = 'MJSW4Y3IFVQWI3LJNYWXGZLDN5XGILLGMFRXI33S';

const PERIOD_MS = 30_000;

/** The code of the step `offset` steps from now (the server accepts one step early or late). */
export function totpCode(secret = BENCH_TOTP_SECRET, offset = 0) {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    period: PERIOD_MS / 1000,
    timestamp: Date.now() + offset * PERIOD_MS,
  });
}

/**
 * Follows a login's answer to a session: the token itself, or the second step with a code. A
 * code works once: when this step's was used, the next step's is tried.
 */
export async function sessionFrom(baseUrl, answer, secret = BENCH_TOTP_SECRET) {
  if (typeof answer.token === 'string') return answer.token;
  if (!answer.mfaRequired) throw new Error(`login answered neither a token nor a second step`);
  for (const offset of [0, 1]) {
    const response = await fetch(`${baseUrl}/api/auth/login/mfa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mfaToken: answer.mfaToken, code: totpCode(secret, offset) }),
    });
    if (response.status === 200) return (await response.json()).token;
    if (response.status !== 401) throw new Error(`second step: ${response.status} ${await response.text()}`);
  }
  throw new Error('second step: the codes of this step and the next were used');
}
