// What the in-process benches (the API from its sources through app.inject: bench:sign-in,
// bench:reports) share: the databases asked for on the command line, and a timing summary.
import { parseArgs } from 'node:util';

/** `--db=sqlite|postgres|both` (both unless told); exits 1 on anything else. */
export function databasesFromArgs(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: { db: { type: 'string', default: 'both' } },
    strict: true,
  });
  if (!['sqlite', 'postgres', 'both'].includes(values.db)) {
    console.error(`--db=${values.db}: expected sqlite, postgres or both`);
    process.exit(1);
  }
  return values.db === 'both' ? ['sqlite', 'postgres'] : [values.db];
}

/** The median and the slowest of some timings in milliseconds, to 0.1 ms. */
export function medianAndMax(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    medianMs: Number(sorted[Math.floor(sorted.length / 2)].toFixed(1)),
    maxMs: Number(sorted.at(-1).toFixed(1)),
  };
}
