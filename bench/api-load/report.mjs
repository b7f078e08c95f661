// Turns the measured runs into the printed tables: one per database with every size, target and
// server, then how the API compares with the floor, and how each target's numbers move from the
// smallest to the largest number of projects (the goal: they do not).
import { ratios, warningsOf } from '../api/report.mjs';
import { ms, percent, ratioText, table } from '../lib/table.mjs';

const count = (value) => value.toLocaleString('en-US');
const divide = (a, b) => (a === undefined || a === null || !b ? null : a / b);

function statusesText(run) {
  return Object.entries(run.statuses)
    .map(([status, code]) => `${status}×${code}${run.unexpectedStatuses[status] ? '!' : ''}`)
    .join(' ');
}

/** rowad / floor per size and target, for the table and the JSON alike. */
export function floorRatios(sizes) {
  return sizes.flatMap(({ size, runs }) => ratios(runs).map((ratio) => ({ size, ...ratio })));
}

/** Largest size / smallest size per target and server: 1× is flat. */
export function scaling(sizes) {
  if (sizes.length < 2) return [];
  const small = sizes[0];
  const large = sizes.at(-1);
  return small.runs.flatMap((before) => {
    const after = large.runs.find((run) => run.scenario === before.scenario && run.server === before.server);
    if (!after) return [];
    return [
      {
        scenario: before.scenario,
        server: before.server,
        from: small.size,
        to: large.size,
        requestsPerSecond: divide(after.requestsPerSecond, before.requestsPerSecond),
        p99: divide(after.latencyMs?.p99, before.latencyMs?.p99),
      },
    ];
  });
}

function runsTable(database) {
  const rows = database.sizes.flatMap(({ size, runs }) =>
    runs.map((run) => [
      count(size),
      run.scenario,
      run.server,
      Math.round(run.requestsPerSecond),
      ms(run.latencyMs?.p50),
      ms(run.latencyMs?.p99),
      run.requests,
      statusesText(run) || '-',
      `${run.errors}/${run.timeouts}`,
      (run.bodyBytes / 1024).toFixed(1),
      percent(run.cpuPercent.server),
      percent(run.cpuPercent.loadGenerator),
    ]),
  );
  return table(
    [
      'projects',
      'target',
      'server',
      'req/s',
      'p50 ms',
      'p99 ms',
      'requests',
      'statuses',
      'err/t-o',
      'body KiB',
      'server CPU',
      'client CPU',
    ],
    rows,
    [true, false, false, true, true, true, true, false, true, true, true, true],
  );
}

function floorRatiosTable(database) {
  const rows = database.floorRatios.map((ratio) => [
    count(ratio.size),
    ratio.scenario,
    ratioText(ratio.requestsPerSecond),
    ratioText(ratio.p99),
  ]);
  return table(['projects', 'rowad / floor', 'req/s', 'p99'], rows, [true, false, true, true]);
}

function scalingTable(database) {
  const [first] = database.scaling;
  if (!first) return null;
  const rows = database.scaling.map((ratio) => [
    ratio.scenario,
    ratio.server,
    ratioText(ratio.requestsPerSecond),
    ratioText(ratio.p99),
  ]);
  return table([`${count(first.to)} / ${count(first.from)}`, 'server', 'req/s', 'p99'], rows, [
    false,
    false,
    true,
    true,
  ]);
}

/** warningsOf from the api benchmark, once per size: it names the database and target. */
export function warningsOfDatabase(database) {
  return database.sizes.flatMap(({ size, runs }) =>
    warningsOf({ database: `${database.database} ${count(size)} projects`, runs }),
  );
}

export function formatReport(result) {
  const { settings } = result;
  const sections = [
    `API load benchmark — ${result.createdAt}, Node ${result.node}, ${result.machine.cpus} × ${result.machine.cpuModel}\n` +
      `${settings.sizes.map(count).join(' and ')} public projects; ${settings.connections} connections, ` +
      `pipelining ${settings.pipelining}, ${settings.durationSeconds} s measured after a ` +
      `${settings.warmupSeconds} s warm-up per target; loopback only`,
  ];
  for (const database of result.databases) {
    if (database.error) {
      sections.push(`=== ${database.database} ===\n\ncould not measure: ${database.error}`);
      continue;
    }
    const targets = database.sizes.map(
      ({ size, targets: paths }) => `${count(size)}: list ${paths.list}, detail ${paths.detail}`,
    );
    const warnings = warningsOfDatabase(database).map((warning) => `warning: ${warning}`);
    const scalingText = scalingTable(database);
    sections.push(
      [
        `=== ${database.database} ===`,
        '',
        ...targets,
        '',
        runsTable(database),
        '',
        floorRatiosTable(database),
        ...(scalingText ? ['', scalingText] : []),
        ...warnings,
      ].join('\n'),
    );
  }
  sections.push(
    'statuses: count per status code (! = not the expected 200); err/t-o: connection errors / timeouts;\n' +
      'body KiB: the answer measured (the floor sends the same bytes).\n' +
      'rowad / floor: req/s is the share of the bare server throughput the API keeps (1× = no cost);\n' +
      'p99 is how many times longer its slowest 1 % of answers take.\n' +
      'largest / smallest: the same target with more projects in the database; 1× is flat (the goal),\n' +
      'req/s under 1× or p99 over 1× means the call slows down as the data grows.',
  );
  return sections.join('\n\n');
}
