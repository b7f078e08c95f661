// Turns measured scenarios into the printed tables and summary lines. Sizes are KiB (1024 bytes),
// labelled so, to match what browser dev tools and bundle analysers show.

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** A plain-text table: text columns left-aligned, numbers right-aligned. */
function table(headers, rows, numeric) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        numeric[column] ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

const SIZE_HEADERS = ['raw KiB', 'gzip KiB', 'brotli KiB'];
const sizes = (entry) => [kib(entry.raw), kib(entry.gzip), kib(entry.brotli)];

function filesTable(part) {
  const rows = part.files.map((file) => [file.path, file.app, ...sizes(file)]);
  rows.push([`total (${part.totals.files} JS files)`, '', ...sizes(part.totals)]);
  return table(['path', 'app', ...SIZE_HEADERS], rows, [false, false, true, true, true]);
}

function appsTable(part) {
  const rows = part.byApp.map((app) => [app.app, app.files, ...sizes(app)]);
  return table(['app', 'files', ...SIZE_HEADERS], rows, [false, true, true, true, true]);
}

/** How the browser actually received the scripts, e.g. "br 17, identity 2". */
function encodings(part) {
  const counts = new Map();
  for (const file of part.files) counts.set(file.servedEncoding, (counts.get(file.servedEncoding) ?? 0) + 1);
  return [...counts].map(([encoding, count]) => `${encoding} ${count}`).join(', ');
}

function block(title, part) {
  return [
    title,
    '',
    filesTable(part),
    '',
    appsTable(part),
    '',
    `requests: ${part.requests} in all, ${part.jsRequests} for JS; scripts served as: ${encodings(part) || '-'}`,
  ].join('\n');
}

function totalsText(part) {
  const { totals } = part;
  return (
    `${totals.files} JS files, ${kib(totals.raw)} KiB raw, ${kib(totals.gzip)} KiB gzip, ` +
    `${kib(totals.brotli)} KiB brotli, ${part.requests} requests`
  );
}

/** Which apps' code the browser downloaded: a visitor's pages must never name mfe-admin. */
function appsText(part) {
  return part.byApp.map((app) => app.app).join(', ') || '-';
}

function budgetText(part) {
  return `budget: ${part.budgetBrotliKiB} KiB brotli of JS — ${part.withinBudget ? 'within' : 'over'}`;
}

export function summaryLines(result) {
  return result.scenarios.flatMap((scenario) => {
    const lines = [
      `${scenario.name}: ${totalsText(scenario)} (${budgetText(scenario)}); apps: ${appsText(scenario)}`,
    ];
    // The first step is the first load itself; later steps are what navigating on added.
    for (const step of scenario.steps.slice(1)) {
      const budget = step.budgetBrotliKiB === undefined ? '' : ` (${budgetText(step)})`;
      lines.push(
        `${scenario.name} [${step.name} added]: ${totalsText(step)}${budget}; apps: ${appsText(step)}`,
      );
    }
    return lines;
  });
}

export function formatReport(result) {
  const sections = [`Bundle benchmark — ${result.createdAt}, Chromium ${result.browserVersion}, empty cache`];
  for (const scenario of result.scenarios) {
    sections.push(block(`=== ${scenario.name} ===`, scenario));
    for (const step of scenario.steps.slice(1)) {
      sections.push(block(`--- ${scenario.name}: what step "${step.name}" added ---`, step));
    }
    for (const script of scenario.failedScripts) {
      sections.push(`warning: ${script.path} was not downloaded (status ${script.status})`);
    }
  }
  sections.push(['Summary', ...summaryLines(result)].join('\n'));
  return sections.join('\n\n');
}
