import { ROLES } from '../schemas/rules';
import type { SessionUser, Role } from './types';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims docs/product.md §3 names (sub, email, name, role) from a JWT, without verifying
 * it: the server verifies every call; the client only needs to know who it shows.
 * Returns null for anything that is not a readable token.
 */
export function readTokenClaims(token: string): SessionUser | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, email, name, role } = claims as Record<string, unknown>;
    if ((typeof sub !== 'string' && typeof sub !== 'number') || typeof email !== 'string') return null;
    if (typeof role !== 'string' || !ROLES.includes(role as Role)) return null;
    return { id: String(sub), email, name: typeof name === 'string' ? name : '', role: role as Role };
  } catch {
    return null;
  }
}
