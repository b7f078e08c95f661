import type { Role } from '@rowad/shared/session';

const base64Url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/**
 * An unsigned JWT with the claims docs/product.md §3 names, for client-side tests only: the
 * browser reads claims, never verifies them.
 */
export function makeToken(
  overrides: Partial<{ sub: string; email: string; name: string; role: Role }> = {},
): string {
  const claims = { sub: '7', email: 'amal@example.ps', name: 'Amal Tamimi', role: 'owner', ...overrides };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}
