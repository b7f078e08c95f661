// The printed report of bench:insights: one part per measure of issue 30.
import { table } from '../lib/table.mjs';
import { CPU_SLOWDOWN, NETWORK } from '../lib/phone.mjs';

const seconds = (value) => (value === null || value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const fixed = (value, digits) => (value === null || value === undefined ? '-' : value.toFixed(digits));

function pagePart(page) {
  const rows = page.map((row) => [
    row.scenario,
    seconds(row.medianMs),
    seconds(row.worstMs),
    row.runsMs.map((value) => (value / 1000).toFixed(2)).join(' '),
    seconds(row.medianChartMs),
    seconds(row.medianNumbersMs),
    seconds(row.medianInsightsCallMs),
    String(row.scriptFiles),
    kib(row.scriptBytes.median),
    row.byApp.map((app) => `${app.app} ${kib(app.bytes)}`).join(', '),
  ]);
  const apps = page.flatMap((row) =>
    row.byApp.map((app) => [
      row.scenario,
      app.app,
      String(app.files),
      kib(app.bytes),
      app.encodings.join(' '),
    ]),
  );
  return [
    `a. The owner's Insights page, on ${NETWORK.latency} ms / 1.6 Mbit/s with the CPU slowed ${CPU_SLOWDOWN}×, 412 × 915`,
    '',
    table(
      [
        'scenario',
        'median',
        'worst',
        'runs (s)',
        'chart',
        'numbers',
        'API call',
        'JS files',
        'JS KiB',
        'JS KiB by app',
      ],
      rows,
      [false, true, true, false, true, true, true, true, true, false],
    ),
    '',
    table(['scenario', 'app', 'files', 'KiB as served', 'served as'], apps, [
      false,
      false,
      true,
      true,
      false,
    ]),
    '',
    ...page.map((row) => `${row.scenario}: ${row.label}`),
    "'median', 'worst': from the press on Insights (menu) or the navigation's start (address, cold) to the line chart and the",
    "numbers both drawn; 'chart', 'numbers': each alone (medians); 'API call': the insights call on the wire (median);",
    "'JS': the scripts that step fetched over the network, bytes as served (brotli, small files as they are), by app;",
    'scripts already in the cache are not counted.',
  ].join('\n');
}

function databasePart(database) {
  const { daily } = database;
  return [
    'b. The counts the database holds (SQLite, the demo data, after the runs)',
    '',
    `insights_daily: ${daily.days} days (${daily.firstDay} to ${daily.lastDay}) in ${daily.rows} rows, for ${daily.items} items` +
      `, ${daily.counted} views and taps${daily.bytes === null ? '' : `, ${kib(daily.bytes)} KiB with its indexes`}`,
    ...database.byKind.map(
      (kind) =>
        `  ${kind.kind}: ${kind.items} items, ${kind.days} days, ${kind.rows} rows (${(kind.rows / kind.items / kind.days).toFixed(2)} a day each)`,
    ),
    `  by metric: ${database.byMetric.map((metric) => `${metric.metric} ${metric.rows}`).join(', ')}`,
    `insights_seen: ${database.seen} rows; insights_salts: ${database.salts} rows`,
  ].join('\n');
}

function countingPart(counting) {
  const { page, counterAlone, timeToShow } = counting;
  const rows = [
    ['counting on', page.on],
    ['counter doing nothing', page.off],
  ].map(([label, mode]) => [
    label,
    String(mode.views),
    fixed(mode.p50Ms, 3),
    fixed(mode.p99Ms, 3),
    fixed(mode.meanMs, 3),
    fixed(mode.cpuMicrosPerView, 1),
  ]);
  return [
    `c. The cost of counting: ${counting.projectPage} drawn by the API in process, each request a new visitor, page cache ${counting.pageCache}`,
    '',
    table(['mode', 'views', 'p50 ms', 'p99 ms', 'mean ms', 'CPU µs/view'], rows, [
      false,
      true,
      true,
      true,
      true,
      true,
    ]),
    `difference: ${fixed(page.on.p50Ms - page.off.p50Ms, 3)} ms at p50, ${fixed(page.on.cpuMicrosPerView - page.off.cpuMicrosPerView, 1)} µs of CPU per view (the writes included)`,
    '',
    `record: ${fixed(counterAlone.recordNsPerCall.median / 1000, 2)} µs a call (median of ${counterAlone.recordCalls / counterAlone.batch} batches of ${counterAlone.batch}, worst ${fixed(counterAlone.recordNsPerCall.worst / 1000, 2)})`,
    `counted: ${counting.countedInBlocks} of the ${page.on.views} views with counting on; ${counterAlone.addedByNewVisitors} of ${counterAlone.newVisitorsWritten} new visitors written, ${counterAlone.addedByRepeats} by their repeats`,
    `a write of ${counterAlone.batch} new visitors: ${fixed(counterAlone.writeNewMs.p50Ms, 1)} ms (worst ${fixed(counterAlone.writeNewMs.maxMs, 1)}); of ${counterAlone.batch} repeats: ${fixed(counterAlone.writeRepeatMs.p50Ms, 1)} ms (worst ${fixed(counterAlone.writeRepeatMs.maxMs, 1)}); ${fixed((counterAlone.writeNewMs.p50Ms * 1000) / counterAlone.batch, 1)} µs a new visitor`,
    `time to the count showing in the owner's insights: median ${seconds(timeToShow.p50Ms)}, worst ${seconds(timeToShow.maxMs)} (${timeToShow.runsMs.map((value) => (value / 1000).toFixed(2)).join(' ')}; goal: within 10 s)`,
    `database after: ${counting.repositorySizeAfter.days} days in ${counting.repositorySizeAfter.rows} rows (InsightsRepository.size())`,
  ].join('\n');
}

export function report(result) {
  return [
    result.page.length > 0 ? pagePart(result.page) : null,
    databasePart(result.database),
    result.counting ? countingPart(result.counting) : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}
