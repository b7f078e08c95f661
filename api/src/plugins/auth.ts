import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { JWT_SECRET_MIN_LENGTH } from '../config.js';
import type { Role } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { SessionRepository } from '../modules/auth/session-repository.js';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The signed-in user of a request, as the token and its session say. */
export interface AuthUser {
  id: number;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  sessionId: string;
  /** When the account was created: a new account's limits depend on it (issue 31). */
  createdAt: string;
}

export interface TokenService {
  /** Opens a session and signs a token with the product's claims (docs/product.md §3): sub, email, name, role. */
  issue(user: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    role: Role;
  }): Promise<string>;
  /** The user of a valid, unrevoked token; undefined for anything else. */
  verify(token: string): Promise<AuthUser | undefined>;
  revoke(sessionId: string): Promise<void>;
  revokeAllOf(userId: number, exceptSessionId?: string): Promise<void>;
  /** HMAC of a secret value (a reset code, a link token) under the server key, for storing it. */
  digest(value: string): string;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Requires a valid token; sets request.auth. */
    authenticate: PreHandler;
    /** Requires a valid token of one of these roles; `refusal` words the 403 for the others. */
    requireRole: (roles: readonly Role[], refusal?: string) => PreHandler;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

/** The configured key, or one generated once into the data folder and kept there. */
function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    // An edited or truncated file must not quietly sign tokens with a guessable key.
    if (stored.length < JWT_SECRET_MIN_LENGTH) {
      throw new Error(
        `The signing key in ${file} is shorter than ${JWT_SECRET_MIN_LENGTH} characters. ` +
          `Delete the file to have a new key generated (everyone is signed out), or set JWT_SECRET to at least ${JWT_SECRET_MIN_LENGTH} characters.`,
      );
    }
    return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

const NOT_SIGNED_IN = 'Please sign in to continue.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const NOT_ALLOWED = 'You do not have permission to do this.';

async function auth(app: FastifyInstance, options: { jwtSecret: string | undefined; dataDir: string }) {
  const secret = loadSecret(options.jwtSecret, options.dataDir);
  const key = new TextEncoder().encode(secret);
  const sessions = new SessionRepository(app.db);

  // A client sends the same token with every call: its signature is checked once, then
  // remembered until the token expires. The session is still looked up on every request,
  // so logout and revocation take effect at once.
  const verified = new Map<string, { sub?: string; jti?: string; exp: number }>();
  const MAX_VERIFIED = 10_000;
  async function verifiedSignature(token: string) {
    const now = Date.now() / 1000;
    const known = verified.get(token);
    if (known) {
      if (known.exp > now) return known;
      verified.delete(token);
      return undefined;
    }
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.exp !== 'number') return undefined;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    const entry = { sub: payload.sub, jti: payload.jti, exp: payload.exp };
    verified.set(token, entry);
    return entry;
  }

  const tokens: TokenService = {
    async issue(user) {
      const sessionId = randomUUID();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
      await sessions.create({
        id: sessionId,
        userId: user.id,
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
      });
      return new SignJWT({ email: user.email, name: `${user.firstName} ${user.lastName}`, role: user.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setJti(sessionId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        const payload = await verifiedSignature(token);
        if (!payload || typeof payload.jti !== 'string') return undefined;
        const session = await sessions.findActive(payload.jti, new Date().toISOString());
        if (!session || String(session.userId) !== payload.sub) return undefined;
        return {
          id: session.userId,
          role: session.role,
          email: session.email,
          firstName: session.firstName,
          lastName: session.lastName,
          sessionId: payload.jti,
          createdAt: session.createdAt,
        };
      } catch {
        return undefined;
      }
    },
    revoke: (sessionId) => sessions.revoke(sessionId, new Date().toISOString()),
    revokeAllOf: (userId, except) => sessions.revokeAllOf(userId, new Date().toISOString(), except),
    digest: (value) => createHmac('sha256', key).update(value).digest('hex'),
  };

  const authenticate: PreHandler = async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new ApiError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
    const user = await tokens.verify(match[1]);
    if (!user) throw new ApiError(401, 'SESSION_ENDED', SESSION_ENDED);
    request.auth = user;
  };

  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (roles: readonly Role[], refusal = NOT_ALLOWED): PreHandler => {
    return async (request, reply) => {
      await authenticate(request, reply);
      if (!request.auth || !roles.includes(request.auth.role)) throw new ApiError(403, 'FORBIDDEN', refusal);
    };
  });
}

export default fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['db'] });
