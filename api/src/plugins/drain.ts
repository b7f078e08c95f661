import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '../errors.js';

/** Seconds a client is told to wait when it reaches a process that is stopping. */
const DRAINING_RETRY_AFTER_SECONDS = 1;
const POLL_MS = 50;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a stop behind a proxy: from now on every new request is answered 503
     * with Retry-After, before any work, so the proxy may send it to another process (a POST
     * too: nothing was done). Resolves once no request has come for `quietMs`, or after
     * `timeoutMs`; the caller then closes the app.
     */
    drain(options: { quietMs: number; timeoutMs: number }): Promise<void>;
  }
}

/**
 * Why not close at once (docs/decisions.md, "Beyond one machine"): closing the listening socket
 * resets the connections waiting in its queue, and Node's close() drops connections whose request
 * it has not read yet. nginx has written a request to both; it sends a GET to the next process,
 * but never a POST, which would fail. Answered 503 instead, nginx marks this process failed
 * (max_fails) and stops sending to it; once quiet, closing drops nothing.
 */
async function drain(app: FastifyInstance): Promise<void> {
  let draining = false;
  let lastRequestAt = 0;

  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    lastRequestAt = Date.now();
    reply.header('retry-after', String(DRAINING_RETRY_AFTER_SECONDS)).header('connection', 'close');
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The server is restarting. Please try again.');
  });

  app.decorate('drain', async ({ quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }) => {
    draining = true;
    lastRequestAt = Date.now();
    const deadline = lastRequestAt + timeoutMs;
    while (Date.now() < deadline && Date.now() - lastRequestAt < quietMs) await sleep(POLL_MS);
  });
}

export default fp(drain, { name: 'drain' });
