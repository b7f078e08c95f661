import type {
  EnrolmentAnswer,
  LoginResponse,
  RecoveryCodes,
  SecondFactorConfirm,
  SecondFactorDisable,
  SecondFactorLogin,
  SecondFactorSetup,
  SecondFactorStatus,
} from '@rowad/shared/schemas';
import { send, sendOnly } from '../request';

/** POST /auth/login/mfa: the sign-in's second step, with a code or a recovery code; the session's token. */
export function completeLoginStep(body: SecondFactorLogin): Promise<LoginResponse> {
  return send({ method: 'POST', url: '/auth/login/mfa', body });
}

/** POST /auth/login/mfa/enrol: an admin's new secret (text, URI, QR code as SVG). */
export function startEnrolment(mfaToken: string): Promise<SecondFactorSetup> {
  return send({ method: 'POST', url: '/auth/login/mfa/enrol', body: { mfaToken } });
}

/** POST /auth/login/mfa/enrol/confirm: the first code; the session and the ten recovery codes. */
export function confirmEnrolment(body: SecondFactorLogin): Promise<EnrolmentAnswer> {
  return send({ method: 'POST', url: '/auth/login/mfa/enrol/confirm', body });
}

/** GET /app/auth/mfa: whether the signed-in user's second factor is on. */
export function getSecondFactor(): Promise<SecondFactorStatus> {
  return send({ method: 'GET', url: '/app/auth/mfa' });
}

/** POST /app/auth/mfa/setup: a new secret to add to the app, not yet on. */
export function setupSecondFactor(): Promise<SecondFactorSetup> {
  return send({ method: 'POST', url: '/app/auth/mfa/setup' });
}

/** POST /app/auth/mfa/confirm: the first code turns it on; the ten recovery codes. */
export function confirmSecondFactor(body: SecondFactorConfirm): Promise<RecoveryCodes> {
  return send({ method: 'POST', url: '/app/auth/mfa/confirm', body });
}

/** POST /app/auth/mfa/disable: turns it off, with the password and a code. */
export function disableSecondFactor(body: SecondFactorDisable): Promise<void> {
  return sendOnly({ method: 'POST', url: '/app/auth/mfa/disable', body });
}
