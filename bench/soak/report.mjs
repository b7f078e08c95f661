// Turns the soak runs into the printed report: one line per database and the floor, a table of
// the calls per database, the errors found, and the goals.
import { ms, percent, ratioText, table } from '../lib/table.mjs';
import { MIX } from './workload.mjs';

/** Issue 16's goals: targets to steer by, never a reason to fail the run. */
export const GOALS = { errors: 0, idleRssMiB: 120, peakRssMiB: 250 };

const mib = (value) => (value === null || value === undefined ? '-' : value.toFixed(0));

const countsText = (counts) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([key, count]) => `${key}×${count}`)
    .join(', ');

const sumOf = (counts) => Object.values(counts).reduce((total, count) => total + count, 0);

function summaryRow(target, run, memory) {
  return [
    target,
    run.requests,
    Math.round(run.requestsPerSecond),
    ms(run.latencyMs?.p50),
    ms(run.latencyMs?.p99),
    run.errors.total,
    run.expected4xx,
    mib(memory?.idle),
    mib(memory?.peak),
    mib(memory?.afterLoad),
    percent(run.cpuPercent.server),
    percent(run.cpuPercent.loadGenerator),
  ];
}

function summaryTable(result) {
  const rows = [];
  for (const database of result.databases) {
    if (!database.error)
      rows.push(summaryRow(`rowad ${database.database}`, database.run, database.memoryMiB));
  }
  if (result.floor && !result.floor.error)
    rows.push(summaryRow('floor', result.floor, result.floor.memoryMiB));
  return table(
    [
      'target',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'expected 4xx',
      'RSS idle',
      'RSS peak',
      'RSS after',
      'server CPU',
      'client CPU',
    ],
    rows,
    [false, true, true, true, true, true, true, true, true, true, true, true],
  );
}

function callsTable(run) {
  const rows = MIX.map(({ op, label, weight }) => {
    const call = run.ops[op];
    return [
      label,
      `${weight}%`,
      call.requests,
      ms(call.latencyMs?.p50),
      ms(call.latencyMs?.p99),
      call.ok,
      sumOf(call.expected4xx),
      sumOf(call.errors),
    ];
  });
  return table(['call', 'share', 'requests', 'p50 ms', 'p99 ms', 'ok', 'expected 4xx', 'errors'], rows, [
    false,
    true,
    true,
    true,
    true,
    true,
    true,
    true,
  ]);
}

/** The errors of a run, by call and status, then connection errors and timeouts. */
export function errorLines(name, run) {
  const lines = [];
  for (const { op, label } of MIX) {
    const errors = run.ops[op]?.errors ?? {};
    if (sumOf(errors) > 0) lines.push(`error: ${name} ${label}: ${countsText(errors)}`);
  }
  if (run.errors.connection > 0) lines.push(`error: ${name}: ${run.errors.connection} connection errors`);
  if (run.errors.timeouts > 0) {
    const byOp = Object.entries(run.errors.timeoutsByOp ?? {})
      .map(([op, count]) => `${op} ${count}`)
      .join(', ');
    const at = run.errors.timeoutsAtSeconds ?? [];
    const when = at.length > 0 ? `, ${Math.min(...at)}-${Math.max(...at)} s into the run` : '';
    lines.push(`error: ${name}: ${run.errors.timeouts} timeouts (${byOp || 'no call known'}${when})`);
  }
  return lines;
}

function expectedLines(run) {
  return MIX.flatMap(({ op, label }) => {
    const expected = run.ops[op]?.expected4xx ?? {};
    return sumOf(expected) > 0 ? [`expected: ${label}: ${countsText(expected)}`] : [];
  });
}

const verdict = (value, goal) =>
  value === null || value === undefined ? 'not measured' : value <= goal ? 'within' : 'over';

function goalLines(database) {
  const { run, memoryMiB } = database;
  return [
    `goal: errors ${run.errors.total} (goal ${GOALS.errors}) — ${verdict(run.errors.total, GOALS.errors)}`,
    `goal: RSS idle ${mib(memoryMiB.idle)} MiB (goal at most ${GOALS.idleRssMiB}) — ${verdict(memoryMiB.idle, GOALS.idleRssMiB)}`,
    `goal: RSS peak under load ${mib(memoryMiB.peak)} MiB (goal at most ${GOALS.peakRssMiB}) — ${verdict(memoryMiB.peak, GOALS.peakRssMiB)}` +
      ` (VmHWM, the most since start: ${mib(memoryMiB.hwm)} MiB)`,
  ];
}

function floorRatioLine(database, floor) {
  if (!floor || floor.error) return [];
  const divide = (a, b) => (a === undefined || b === undefined || b === 0 ? null : a / b);
  return [
    `rowad / floor: req/s ${ratioText(divide(database.run.requestsPerSecond, floor.requestsPerSecond))}, ` +
      `p99 ${ratioText(divide(database.run.latencyMs?.p99, floor.latencyMs?.p99))}`,
  ];
}

export function formatReport(result) {
  const { settings } = result;
  const mix = MIX.map(({ op, weight }) => `${op} ${weight}%`).join(', ');
  const sections = [
    `Soak benchmark — ${result.createdAt}, Node ${result.node}, ${result.machine.cpus} × ${result.machine.cpuModel}\n` +
      `${settings.connections} connections, pipelining ${settings.pipelining}, ` +
      `${settings.durationSeconds} s measured after a ${settings.warmupSeconds} s warm-up; loopback only\n` +
      `mix: ${mix}`,
    summaryTable(result),
  ];
  for (const database of result.databases) {
    if (database.error) {
      sections.push(`=== ${database.database} ===\n\ncould not measure: ${database.error}`);
      continue;
    }
    const { prepare } = database;
    sections.push(
      [
        `=== ${database.database} ===`,
        `${prepare.projects} projects, ${prepare.events} events, ${prepare.owners} owners and ${prepare.users} users ` +
          `signed in (prepared in ${prepare.seconds} s); ${database.prepare.commentsWritten} first comments written, then edited`,
        '',
        callsTable(database.run),
        '',
        ...errorLines(`${database.database}`, database.run),
        ...expectedLines(database.run),
        ...floorRatioLine(database, result.floor),
        ...goalLines(database),
      ].join('\n'),
    );
  }
  if (result.floor?.error) sections.push(`=== floor ===\n\ncould not measure: ${result.floor.error}`);
  else if (result.floor) {
    const lines = errorLines('floor', result.floor);
    sections.push(
      [
        `=== floor (answers of ${result.floor.answersFrom}) ===`,
        '',
        callsTable(result.floor),
        ...(lines.length > 0 ? ['', ...lines] : []),
      ].join('\n'),
    );
  }
  sections.push(
    'errors: answers other than the call working or its expected 4xx, plus connection errors and timeouts (goal 0).\n' +
      'expected 4xx: an owner asking again to take part (409 ALREADY_PARTICIPATING), two first comments at once (409 ALREADY_RATED).\n' +
      'RSS idle: after start and a few answers, 5 s quiet; peak: the highest of the 250 ms samples during the\n' +
      'measured run; after: 5 s after the load. MiB (1024² bytes), from /proc/<pid>/status.',
  );
  return sections.join('\n\n');
}
