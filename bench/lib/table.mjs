// Plain-text tables and number formats for the benchmarks' printed reports.

/** A plain-text table: text columns left-aligned, numbers right-aligned. */
export function table(headers, rows, numeric) {
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

/** Milliseconds with two decimals, or '-'. */
export const ms = (value) => (value === undefined || value === null ? '-' : value.toFixed(2));

/** A CPU share in % of one core, or '-'. */
export const percent = (value) => (value === null || value === undefined ? '-' : `${value}%`);

/** Two significant digits at most, enough for a ratio, e.g. 0.31×, 4.2×, 130×. */
export function ratioText(value) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return `${value >= 100 ? value.toFixed(0) : Number(value.toPrecision(2))}×`;
}
