import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ReleaseAnswerSchema,
  ReleaseDecisionSchema,
  ReleaseRemoteParamsSchema,
  ReleaseRequestSchema,
  ReleasesOverviewSchema,
  RemoteReleasesSchema,
} from '@rowad/shared/schemas';
import { route } from '../../http/route.js';
import type { ReleaseActor, ReleaseService } from './service.js';

const TOKEN_NOTE =
  'Admins, or a CI job with the release token (RELEASE_TOKEN as a bearer token), audited as "release token".';

/**
 * The release registry's calls (issue 27; docs/operations.md, "Releasing one remote"). The release token is
 * accepted here only: a request carrying it is let through without a session.
 */
export default async function releaseRoutes(
  app: FastifyInstance,
  { service, releaseToken }: { service: ReleaseService; releaseToken: string | undefined },
) {
  const viaToken = new WeakSet<FastifyRequest>();
  const expected = releaseToken === undefined ? undefined : Buffer.from(`Bearer ${releaseToken}`);
  const acceptsToken = (request: FastifyRequest): boolean => {
    const header = request.headers.authorization;
    if (expected === undefined || header === undefined) return false;
    const given = Buffer.from(header);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    viaToken.add(request);
    return true;
  };
  const actorOf = (request: FastifyRequest): ReleaseActor =>
    viaToken.has(request)
      ? { adminId: null, via: 'release token' }
      : { adminId: request.auth?.id ?? null, via: 'admin' };

  route(app, {
    method: 'GET',
    url: '/admin/releases',
    summary: "Each remote's live release, its canary and its history",
    description: TOKEN_NOTE,
    tags: ['admin', 'releases'],
    access: ['admin'],
    orAccepts: acceptsToken,
    answers: { 200: ReleasesOverviewSchema },
    handler: async () => service.overview(),
  });

  route(app, {
    method: 'POST',
    url: '/admin/releases',
    summary: "Release a remote's new entry, for everyone or as a canary",
    description: `${TOKEN_NOTE} The server fetches the entry and the mf-manifest.json beside it and checks: the entry is served over HTTPS or by this server (plain HTTP only from 127.0.0.1 or localhost); the container's name is the remote; every module the shell loads from it is exposed; every shared singleton it needs is satisfied by the shell's version. A release failing any check is refused (422) with each failed check in \`errors\`, and nothing changes. Accepted, it is live on every process within seconds. \`percent\` (1-99) makes it a canary for that share of browsers.`,
    tags: ['admin', 'releases'],
    access: ['admin'],
    orAccepts: acceptsToken,
    body: ReleaseRequestSchema,
    answers: { 201: ReleaseAnswerSchema },
    errors: { 409: ['CANARY_RUNNING'], 422: ['RELEASE_REFUSED'] },
    handler: async (request, reply) => {
      const answer = await service.release(request.body, actorOf(request));
      return reply.code(201).send(answer);
    },
  });

  route(app, {
    method: 'POST',
    url: '/admin/releases/:remote/promote',
    summary: "Make the remote's canary everyone's",
    description: TOKEN_NOTE,
    tags: ['admin', 'releases'],
    access: ['admin'],
    orAccepts: acceptsToken,
    params: ReleaseRemoteParamsSchema,
    body: ReleaseDecisionSchema,
    answers: { 200: RemoteReleasesSchema },
    errors: { 409: ['NO_CANARY'] },
    handler: async (request) => service.promote(request.params.remote, request.body.note, actorOf(request)),
  });

  route(app, {
    method: 'POST',
    url: '/admin/releases/:remote/rollback',
    summary: 'Go back to the release before the latest one, at once',
    description: `${TOKEN_NOTE} Ends a canary, or replaces the live release with the one before it; rolling back the first release returns the remote to the starting map (REMOTES_FILE, or this server's own build).`,
    tags: ['admin', 'releases'],
    access: ['admin'],
    orAccepts: acceptsToken,
    params: ReleaseRemoteParamsSchema,
    body: ReleaseDecisionSchema,
    answers: { 200: RemoteReleasesSchema },
    errors: { 409: ['NOTHING_TO_ROLL_BACK'] },
    handler: async (request) => service.rollback(request.params.remote, request.body.note, actorOf(request)),
  });
}
