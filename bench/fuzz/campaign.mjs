// One database's share of `npm run bench:fuzz`, in a process of its own (the test database
// helper reads TEST_DATABASE once, as it loads): boots the real app on a fresh database with the
// demo data, sends the generated bad requests with app.inject and writes what it saw as JSON to
// the file named by BENCH_FUZZ_OUT. Progress goes to stderr.
import { writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { buildTestApp } = await import('../../api/src/test-support/test-app.ts');
const { Campaign, describeRequest, errorLogCapture, watchProcess } =
  await import('../../api/src/test-support/bad-input/index.ts');

const seed = Number(process.env.BENCH_FUZZ_SEED);
const count = Number(process.env.BENCH_FUZZ_REQUESTS);
const database = process.env.TEST_DATABASE;
const MAX_FINDINGS_KEPT = 50;

/** p50, p99 and max of the answers' durations, in ms with one decimal. */
function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  const round = (value) => Math.round(value * 10) / 10;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1] ?? 0) };
}

const logs = errorLogCapture();
// MAIL_WORKER=off: queued mails stay queued, so the outbox table changes only with a request.
const app = await buildTestApp(
  {
    DEMO_DATA: '1',
    ADMIN_EMAIL: 'bench-fuzz@rowad.test',
    ADMIN_PASSWORD: 'bench-fuzz-password-1',
    MAIL_WORKER: 'off',
  },
  { logger: logs.logger },
);
const watch = watchProcess();
const byOperation = {};
const byKind = {};
const classOf = (status) => (status === 0 ? 'none' : `${Math.floor(status / 100)}xx`);
const add = (table, key, status, changed) => {
  const row = (table[key] ??= { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, none: 0, changed: 0 });
  row.requests += 1;
  row[classOf(status)] += 1;
  if (changed) row.changed += 1;
};

let findings = [];
const durations = [];
let slowest = [];
const SLOWEST_KEPT = 5;
const started = performance.now();
try {
  const campaign = await Campaign.start(app);
  let sent = 0;
  findings = await campaign.run(seed, count, (outcome) => {
    sent += 1;
    const changed = outcome.changedTables.length > 0;
    durations.push(outcome.ms);
    if (slowest.length < SLOWEST_KEPT || outcome.ms > slowest[slowest.length - 1].ms) {
      slowest = [...slowest, { ms: outcome.ms, request: describeRequest(outcome.request) }]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, SLOWEST_KEPT);
    }
    add(byOperation, outcome.request.operation, outcome.status, changed);
    for (const kind of outcome.request.kind.split('+')) add(byKind, kind, outcome.status, changed);
    if (sent % 500 === 0) process.stderr.write(`  ${database}: ${sent}/${count}\n`);
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const durationMs = Math.round(performance.now() - started);
  const { stats } = campaign;
  writeFileSync(
    process.env.BENCH_FUZZ_OUT,
    JSON.stringify({
      database,
      seed,
      requests: stats.requests,
      operations: campaign.operations.length,
      durationMs,
      byOperation,
      byKind,
      byStatusClass: Object.fromEntries(stats.byStatusClass),
      serverErrors: stats.serverErrors,
      badErrorBodies: stats.badErrorBodies,
      dataChangedByRefusal: stats.dataChangedByRefusal,
      notAnswered: stats.notSent,
      unhandledRejections: watch.unhandledRejections.map(String),
      uncaughtExceptions: watch.uncaughtExceptions.map(String),
      errorLogs: logs.lines.length,
      errorLogSamples: logs.lines.slice(0, 5),
      objectPrototypePolluted: Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'),
      findings: findings.slice(0, MAX_FINDINGS_KEPT).map((finding) => ({
        status: finding.status,
        problems: finding.problems,
        request: describeRequest(finding.request),
      })),
      findingsCount: findings.length,
      answerMs: percentiles(durations),
      slowest: slowest.map(({ ms, request }) => ({ ms: Math.round(ms), request })),
    }),
  );
} finally {
  watch.stop();
  await app.close();
}
