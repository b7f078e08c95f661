// Turns the measured runs into the printed tables: one per database, then how the API compares
// with the floor for each scenario.
import { ms, percent, ratioText, table } from '../lib/table.mjs';

function statusesText(run) {
  return Object.entries(run.statuses)
    .map(([status, count]) => `${status}×${count}${run.unexpectedStatuses[status] ? '!' : ''}`)
    .join(' ');
}

function runsTable(database) {
  const rows = database.runs.map((run) => [
    run.scenario,
    run.server,
    Math.round(run.requestsPerSecond),
    ms(run.latencyMs?.p50),
    ms(run.latencyMs?.p99),
    run.requests,
    statusesText(run) || '-',
    `${run.errors}/${run.timeouts}`,
    percent(run.cpuPercent.server),
    percent(run.cpuPercent.loadGenerator),
  ]);
  return table(
    [
      'target',
      'server',
      'req/s',
      'p50 ms',
      'p99 ms',
      'requests',
      'statuses',
      'err/t-o',
      'server CPU',
      'client CPU',
    ],
    rows,
    [false, false, true, true, true, true, false, true, true, true],
  );
}

/** ours / floor per scenario, for the table and the JSON alike. */
export function ratios(runs) {
  const scenarios = [...new Set(runs.map((run) => run.scenario))];
  return scenarios.flatMap((scenario) => {
    const ours = runs.find((run) => run.scenario === scenario && run.server === 'rowad');
    const floor = runs.find((run) => run.scenario === scenario && run.server === 'floor');
    if (!ours || !floor) return [];
    const divide = (a, b) => (a === undefined || b === undefined || b === 0 ? null : a / b);
    return [
      {
        scenario,
        requestsPerSecond: divide(ours.requestsPerSecond, floor.requestsPerSecond),
        p99: divide(ours.latencyMs?.p99, floor.latencyMs?.p99),
      },
    ];
  });
}

function ratiosTable(database) {
  const rows = database.ratios.map((ratio) => [
    ratio.scenario,
    ratioText(ratio.requestsPerSecond),
    ratioText(ratio.p99),
  ]);
  return table(['rowad / floor', 'req/s', 'p99'], rows, [false, true, true]);
}

/** Whatever makes a number suspect: statuses other than the expected one, errors, timeouts. */
export function warningsOf(database) {
  return database.runs.flatMap((run) => {
    const target = `${database.database} ${run.server} ${run.scenario}`;
    const found = [];
    const unexpected = Object.entries(run.unexpectedStatuses);
    if (unexpected.length > 0) {
      const list = unexpected.map(([status, count]) => `${status}×${count}`).join(', ');
      found.push(`${target}: answered ${list}, expected only ${run.expectedStatus}`);
    }
    if (run.errors > 0) found.push(`${target}: ${run.errors} errors, ${run.timeouts} of them timeouts`);
    return found;
  });
}

export function formatReport(result) {
  const { settings } = result;
  const sections = [
    `API benchmark — ${result.createdAt}, Node ${result.node}, ${result.machine.cpus} × ${result.machine.cpuModel}\n` +
      `${settings.connections} connections, pipelining ${settings.pipelining}, ` +
      `${settings.durationSeconds} s measured after a ${settings.warmupSeconds} s warm-up per target; loopback only`,
  ];
  for (const database of result.databases) {
    if (database.error) {
      sections.push(`=== ${database.database} ===\n\ncould not measure: ${database.error}`);
      continue;
    }
    const warnings = warningsOf(database).map((warning) => `warning: ${warning}`);
    sections.push(
      [`=== ${database.database} ===`, '', runsTable(database), '', ratiosTable(database), ...warnings].join(
        '\n',
      ),
    );
  }
  sections.push(
    'statuses: count per status code (! = not the expected one); err/t-o: connection errors / timeouts.\n' +
      'rowad / floor: req/s is the share of the bare server throughput the API keeps (1× = no cost);\n' +
      'p99 is how many times longer its slowest 1 % of answers take.',
  );
  return sections.join('\n\n');
}
