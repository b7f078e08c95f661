// The soak benchmark's mixed workload: what each request is, how often it is sent, which answers
// are expected, and the autocannon run that sends the mix and sorts every answer by call.
//
// autocannon rather than a client of our own: it is the load generator bench:api and
// bench:api-load already use (so req/s and latency compare with theirs), and its raw-socket HTTP
// client costs the load generator far less CPU than node:http or fetch would at 200 connections
// on a shared two-core machine. Its `setupRequest` builds each request just before it is sent
// and `onResponse` sees the answer with the same per-connection `context` (one request in flight
// per connection), so the call a request was is known when its answer comes back.
import autocannon from 'autocannon';
import { LatencySamples } from '../api/load.mjs';

const REQUEST_TIMEOUT_SECONDS = 10;
const JSON_HEADERS = { 'content-type': 'application/json' };
// Arabic and English words from the demo projects' names, so searches find something.
const SEARCH_TERMS = ['glass', 'Hebron', 'olive', 'مطرزات', 'stone'];
const COMMENT_TEXTS = [
  'Beautiful work, we ordered twice.',
  'عمل جميل جداً، أنصح به',
  'Fair prices and quick delivery.',
];

/**
 * The mix: each call's share of the requests (weights sum to 100). `ok` answers are the call
 * working; `expected` are the 4xx answers the call is meant to give in this workload (the same
 * owner asking twice to take part), counted apart from errors. Anything else is an error.
 */
export const MIX = [
  { op: 'list', label: 'GET /api/projects', weight: 25 },
  { op: 'search', label: 'GET /api/projects?q=', weight: 10 },
  { op: 'project', label: 'GET /api/projects/{id}', weight: 20 },
  { op: 'events', label: 'GET /api/events', weight: 10 },
  { op: 'event', label: 'GET /api/events/{id}', weight: 10 },
  { op: 'comments', label: 'GET /api/project/{id}/comments', weight: 5 },
  { op: 'login', label: 'POST /api/auth/login', weight: 5 },
  { op: 'comment', label: 'POST|PATCH comment (user)', weight: 8 },
  { op: 'participate', label: 'POST /api/events/{id}/participate', weight: 4 },
  { op: 'my-data', label: 'GET /api/users/my-data', weight: 3 },
];

const TOTAL_WEIGHT = MIX.reduce((sum, entry) => sum + entry.weight, 0);

/** A random element; `pick` is replaced by "the first" for the probes, so they are repeatable. */
const randomPick = (items) => items[Math.floor(Math.random() * items.length)];
const firstPick = (items) => items[0];

function randomOp() {
  let ticket = Math.random() * TOTAL_WEIGHT;
  for (const entry of MIX) {
    ticket -= entry.weight;
    if (ticket < 0) return entry.op;
  }
  return MIX[MIX.length - 1].op;
}

const bearer = (account) => ({ authorization: `Bearer ${account.token}` });

/**
 * Builds the API request for `op`. `world` holds what the preparation made: the demo projects'
 * ids, the upcoming event, the signed-in owners and users (with their passwords), and the
 * comments already written (user and project -> comment id).
 *
 * A user has one comment per project (a second POST answers 409 ALREADY_RATED: one rating per
 * person), so the comment call posts the user's first comment on a project and edits it (PATCH)
 * afterwards: both are writes. An owner takes part in an event once: the first request answers
 * 201, later ones 409 ALREADY_PARTICIPATING, an expected answer.
 */
function apiRequest(op, world, pick) {
  switch (op) {
    case 'list':
      return { op, method: 'GET', path: '/api/projects', ok: [200] };
    case 'search':
      return {
        op,
        method: 'GET',
        path: `/api/projects?q=${encodeURIComponent(pick(SEARCH_TERMS))}`,
        ok: [200],
      };
    case 'project':
      return { op, method: 'GET', path: `/api/projects/${pick(world.projectIds)}`, ok: [200] };
    case 'events':
      return { op, method: 'GET', path: '/api/events', ok: [200] };
    case 'event':
      return { op, method: 'GET', path: `/api/events/${pick(world.eventIds)}`, ok: [200] };
    case 'comments':
      return { op, method: 'GET', path: `/api/project/${pick(world.projectIds)}/comments`, ok: [200] };
    case 'login': {
      const account = pick([...world.owners, ...world.users]);
      return {
        op,
        method: 'POST',
        path: '/api/auth/login',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email: account.email, password: account.password }),
        ok: [200],
      };
    }
    case 'comment': {
      const user = pick(world.users);
      const projectId = pick(world.projectIds);
      const key = `${user.email} ${projectId}`;
      // Numbered: the same text twice by one account in a day is refused (DUPLICATE_COMMENT, issue 31).
      const comment = `${pick(COMMENT_TEXTS)} (${(world.commentsWritten = (world.commentsWritten ?? 0) + 1)})`;
      const body = JSON.stringify({ comment, rate: 1 + Math.floor(Math.random() * 5) });
      const headers = { ...JSON_HEADERS, ...bearer(user) };
      const commentId = world.comments.get(key);
      if (commentId !== undefined) {
        return { op, method: 'PATCH', path: `/api/project/comment/${commentId}`, headers, body, ok: [200] };
      }
      return {
        op,
        method: 'POST',
        path: `/api/project/${projectId}/comment`,
        headers,
        body,
        ok: [201],
        // Two connections may post the same user's first comment on a project at once.
        expected: { 409: ['ALREADY_RATED'] },
        after: (status, text) => {
          if (status !== 201) return;
          const id = parseJson(text)?.id;
          if (Number.isInteger(id)) world.comments.set(key, id);
        },
      };
    }
    case 'participate':
      return {
        op,
        method: 'POST',
        path: `/api/events/${world.participationEventId}/participate`,
        headers: { ...JSON_HEADERS, ...bearer(pick(world.owners)) },
        body: '{}',
        ok: [201],
        expected: { 409: ['ALREADY_PARTICIPATING'] },
      };
    case 'my-data':
      return {
        op,
        method: 'GET',
        path: '/api/users/my-data',
        headers: bearer(pick([...world.owners, ...world.users])),
        ok: [200],
      };
    default:
      throw new Error(`unknown call ${op}`);
  }
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error code of a JSON error answer ({ code, message }), if any. */
const errorCodeOf = (text) => {
  const code = parseJson(text)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** 'ok', 'expected' (a planned 4xx) or 'error', and the key it is counted under. */
export function classify(request, status, text) {
  if (request.ok.includes(status)) return { kind: 'ok', key: String(status) };
  const code = status >= 400 ? errorCodeOf(text) : undefined;
  const key = code ? `${status} ${code}` : String(status);
  if (code && request.expected?.[status]?.includes(code)) return { kind: 'expected', key };
  return { kind: 'error', key };
}

/** The API's mix: a random call by weight, then random accounts, projects and texts. */
export function apiWorkload(world) {
  return { next: () => apiRequest(randomOp(), world, randomPick) };
}

/**
 * One request per call, built from the first account, project and event, each sent once before
 * the load: a call answering something unexpected now (a build without the route, a broken
 * preparation) would make every number wrong. The answers are what the floor sends back.
 * @returns {Promise<Array<{ request: object, response: { status: number, headers: Headers, body: string } }>>}
 */
export async function probeEachCall(baseUrl, world, { timeoutMs = 10_000 } = {}) {
  const probes = [];
  for (const { op } of MIX) {
    const request = apiRequest(op, world, firstPick);
    const answer = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const response = { status: answer.status, headers: answer.headers, body: await answer.text() };
    // The first comment and the first participation must be new: 201, not the expected 409.
    if (classify(request, response.status, response.body).kind !== 'ok') {
      throw new Error(
        `${request.method} ${request.path} answered ${response.status}, expected ${request.ok.join(' or ')}: ` +
          response.body.slice(0, 200),
      );
    }
    request.after?.(response.status, response.body);
    probes.push({ request, response });
  }
  return probes;
}

/**
 * The floor's mix: the same calls by the same weights, each always sent as its probe was
 * (method, path, headers and body) and answered by the floor with the API's probe answer.
 */
export function floorWorkload(probes) {
  const byOp = new Map(
    probes.map(({ request, response }) => [
      request.op,
      {
        op: request.op,
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body,
        ok: [response.status],
      },
    ]),
  );
  return { next: () => byOp.get(randomOp()) };
}

function emptyCounts() {
  return { requests: 0, ok: 0, expected: {}, errors: {}, latencies: new LatencySamples() };
}

const increment = (counts, key) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

const sum = (counts) => Object.values(counts).reduce((total, count) => total + count, 0);

/**
 * Sends `workload` with autocannon for `seconds` over `connections` keep-alive connections, one
 * request in flight on each, and counts every answer by call.
 */
export function runWorkload({ baseUrl, workload, connections, seconds, signal }) {
  const byOp = new Map(MIX.map(({ op }) => [op, emptyCounts()]));
  const all = new LatencySamples();
  // The call answered last: autocannon reports the latency right after onResponse, synchronously.
  let answered;
  // Timeouts by call and when they came (seconds into the run). autocannon reports a timeout
  // without the request, after it has reconnected and built the connection's next call, and it
  // starts the connection's context afresh before building each call (one request template), so
  // the context cannot remember the call in flight. Its 'request' event comes just before the
  // next call is built, a timeout's included: the context still holds the call sent last then.
  const timedOut = { byOp: {}, atSeconds: [] };
  const startedAt = Date.now();

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        setupClient: (client) => {
          let sentLast = 'unknown';
          client.on('request', () => {
            sentLast = client.requestIterator?.context?.request?.op ?? sentLast;
          });
          client.on('timeout', () => {
            timedOut.byOp[sentLast] = (timedOut.byOp[sentLast] ?? 0) + 1;
            timedOut.atSeconds.push(Math.round((Date.now() - startedAt) / 100) / 10);
          });
        },
        pipelining: 1,
        duration: seconds,
        timeout: REQUEST_TIMEOUT_SECONDS,
        requests: [
          {
            setupRequest: (defaults, context) => {
              const request = workload.next();
              context.request = request;
              return {
                ...defaults,
                method: request.method,
                path: request.path,
                headers: { ...request.headers },
                body: request.body ?? '',
              };
            },
            onResponse: (status, text, context) => {
              const request = context.request;
              answered = undefined;
              if (!request) return;
              const counts = byOp.get(request.op);
              const { kind, key } = classify(request, status, text);
              counts.requests += 1;
              if (kind === 'ok') counts.ok += 1;
              else increment(kind === 'expected' ? counts.expected : counts.errors, key);
              try {
                request.after?.(status, text);
              } catch {
                // Bookkeeping only: a failure here must not stop the load.
              }
              answered = counts;
            },
          },
        ],
      },
      (error, result) => {
        signal?.removeEventListener('abort', stop);
        if (error) {
          reject(error);
          return;
        }
        const ops = Object.fromEntries(
          [...byOp].map(([op, counts]) => [
            op,
            {
              requests: counts.requests,
              ok: counts.ok,
              expected4xx: counts.expected,
              errors: counts.errors,
              latencyMs: counts.latencies.summary(),
            },
          ]),
        );
        const errorsByStatus = {};
        for (const counts of byOp.values()) {
          for (const [key, count] of Object.entries(counts.errors))
            errorsByStatus[key] = (errorsByStatus[key] ?? 0) + count;
        }
        const expected4xx = [...byOp.values()].reduce((total, counts) => total + sum(counts.expected), 0);
        resolve({
          durationSeconds: result.duration,
          requests: result.requests.total,
          requestsPerSecond: result.requests.mean,
          requestsPerSecondStddev: result.requests.stddev,
          latencyMs: all.summary(),
          expected4xx,
          errors: {
            total: sum(errorsByStatus) + result.errors,
            byStatus: errorsByStatus,
            // autocannon counts timeouts among its errors: the rest are connection errors.
            connection: result.errors - result.timeouts,
            timeouts: result.timeouts,
            timeoutsByOp: timedOut.byOp,
            timeoutsAtSeconds: timedOut.atSeconds,
          },
          ops,
        });
      },
    );
    const stop = () => instance.stop();
    signal?.addEventListener('abort', stop, { once: true });
    instance.on('response', (_client, _status, _bytes, milliseconds) => {
      all.add(milliseconds);
      answered?.latencies.add(milliseconds);
      answered = undefined;
    });
  });
}
