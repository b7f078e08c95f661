import {
  EnrolmentAnswerSchema,
  LoginResponseSchema,
  SecondFactorSetupSchema,
  type EnrolmentAnswer,
  type LoginResponse,
  type SecondFactorLogin,
  type SecondFactorSetup,
} from '@rowad/shared/schemas';
import { send } from '../request';

/** POST /auth/login/mfa: the sign-in's second step, with a code or a recovery code; the session's token. */
export function completeLoginStep(body: SecondFactorLogin): Promise<LoginResponse> {
  return send({ method: 'POST', url: '/auth/login/mfa', body }, LoginResponseSchema);
}

/** POST /auth/login/mfa/enrol: an admin's new secret (text, URI, QR code as SVG). */
export function startEnrolment(mfaToken: string): Promise<SecondFactorSetup> {
  return send({ method: 'POST', url: '/auth/login/mfa/enrol', body: { mfaToken } }, SecondFactorSetupSchema);
}

/** POST /auth/login/mfa/enrol/confirm: the first code; the session and the ten recovery codes. */
export function confirmEnrolment(body: SecondFactorLogin): Promise<EnrolmentAnswer> {
  return send({ method: 'POST', url: '/auth/login/mfa/enrol/confirm', body }, EnrolmentAnswerSchema);
}
