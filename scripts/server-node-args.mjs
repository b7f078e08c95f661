// The node options `npm start` runs the server with (package.json's start script), so the
// journeys' server and the benchmarks run it exactly as a newcomer's `npm start` does. Today two:
// `--max-semi-space-size=4` keeps the young generation from holding ~30 MB it grew at start
// (docs/decisions.md, "Memory at rest"); `--heap-growing-percent=25` lets the old generation grow
// a quarter past what the last full collection kept, instead of V8's up to 4× for a busy
// process, so under load the heap stays near what is alive (docs/decisions.md, "Performance
// (issue 29)": the soak's memory).
import { readFileSync } from 'node:fs';

const START = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;

/** The `--flags` between `node` and `api/dist/main.js` in the start script. */
export function serverNodeArgs() {
  const flags = /\bnode((?:\s+--\S+)*)\s+api\/dist\/main\.js\b/.exec(START)?.[1];
  if (flags === undefined)
    throw new Error(`package.json's start script does not run api/dist/main.js: ${START}`);
  return flags.trim() === '' ? [] : flags.trim().split(/\s+/);
}
