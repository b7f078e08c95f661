// npm run release: the release registry from a terminal or a CI job (issue 27; docs/operations.md,
// "Releasing one remote"). It calls the platform's release API with the release token as a bearer token and
// prints what the platform answered: each check of a release, a refusal's reasons, a remote's
// live release and canary, or every remote's state as a table.
//
// Exit codes: 0 done; 1 refused (a failed check, a canary already running, nothing to promote or
// roll back, or any other 4xx answer); 2 bad usage, no token, or a token the platform does not
// accept; 3 the platform cannot be reached (no answer, not the API's JSON, or a 5xx).
import { fileURLToPath } from 'node:url';

export const DEFAULT_URL = 'http://localhost:8080';
export const EXIT = { ok: 0, refused: 1, usage: 2, unreachable: 3 };
const REQUEST_TIMEOUT_MS = 30_000;

export const USAGE = `Usage:
  npm run release -- <remote> <entry-url> [--percent N] [--note TEXT]
      Release a remote's new entry: for everyone, or with --percent N (1-99) as a canary for N %
      of browsers. The platform checks the entry and the mf-manifest.json beside it first.
  npm run release -- promote <remote> [--note TEXT]
      Make the remote's canary everyone's.
  npm run release -- rollback <remote> [--note TEXT]
      Go back to the release before the latest one (ends a canary).
  npm run release -- list
      Every remote's live release and canary.

  <remote> is mfe_public, mfe_auth, mfe_owner, mfe_investor or mfe_admin (mfe-public also works).

Environment:
  ROWAD_URL            the platform (default ${DEFAULT_URL})
  ROWAD_RELEASE_TOKEN  the platform's RELEASE_TOKEN, sent as a bearer token (required)

Exit codes: 0 done, 1 refused, 2 bad usage or no token, 3 the platform cannot be reached.`;

/** A usage error: the message, then the usage. */
class UsageError extends Error {}

/** The remote's name as the API knows it: `mfe-public` and `mfe_public` both give `mfe_public`. */
export function remoteName(text) {
  if (!/^mfe[-_][a-z]+$/.test(text)) throw new UsageError(`"${text}" is not a remote's name.`);
  return text.replace('-', '_');
}

/**
 * The command line as a command: `{ command: 'release' | 'promote' | 'rollback' | 'list' | 'help', ... }`.
 * Throws a UsageError (exit 2) for anything else.
 */
export function parseArgs(argv) {
  const positional = [];
  const options = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--help' || arg === '-h') return { command: 'help' };
    const option = /^--(percent|note)(?:=(.*))?$/s.exec(arg);
    if (option) {
      const [, name, inline] = option;
      const value = inline ?? argv[++index];
      if (value === undefined) throw new UsageError(`--${name} needs a value.`);
      if (name in options) throw new UsageError(`--${name} is given twice.`);
      options[name] = value;
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option ${arg}.`);
    } else {
      positional.push(arg);
    }
  }
  const [first, ...rest] = positional;
  if (first === undefined) throw new UsageError('Say what to do.');
  const note = options.note?.trim() || undefined;

  if (first === 'list') {
    if (rest.length > 0 || options.percent !== undefined || options.note !== undefined)
      throw new UsageError('list takes no arguments.');
    return { command: 'list' };
  }
  if (first === 'promote' || first === 'rollback') {
    if (rest.length !== 1) throw new UsageError(`${first} takes one remote.`);
    if (options.percent !== undefined) throw new UsageError(`${first} takes no --percent.`);
    return { command: first, remote: remoteName(rest[0]), note };
  }
  if (rest.length !== 1) throw new UsageError('A release takes a remote and its entry URL.');
  const release = { command: 'release', remote: remoteName(first), entry: rest[0], note };
  if (options.percent !== undefined) {
    const percent = Number(options.percent.replace(/%$/, ''));
    if (!Number.isInteger(percent) || percent < 1 || percent > 99)
      throw new UsageError('--percent must be a whole number from 1 to 99.');
    release.percent = percent;
  }
  return release;
}

const mark = (ok) => (ok ? '✓' : '✗');

/** One line per check: `✓ origin: served from https://cdn.example`. */
export function formatChecks(checks) {
  return checks.map((check) => `${mark(check.ok)} ${check.check}: ${check.detail}`);
}

/** A refusal (422): each failed check as a ✗ line, or the platform's message alone. */
export function formatRefusal(body) {
  const lines = [`Refused: ${body?.message ?? 'the platform refused the call.'}`];
  for (const [check, detail] of Object.entries(body?.errors ?? {})) {
    lines.push(`${mark(false)} ${check}: ${Array.isArray(detail) ? detail.join(' ') : detail}`);
  }
  return lines;
}

const releaseLabel = (release) => (release ? `release ${release.id}` : 'the starting map');

/** A remote's state: what everyone loads, and the canary if one runs. */
export function formatRemote(remote) {
  const lines = [`${remote.remote}:`, `  live:   ${remote.liveEntry} (${releaseLabel(remote.live)})`];
  if (remote.canary) {
    lines.push(
      `  canary: ${remote.canary.entry} (release ${remote.canary.id}, ${remote.canary.percent}% of browsers)`,
    );
  } else {
    lines.push('  canary: none');
  }
  if (remote.remote === 'mfe_public')
    lines.push(`  public pages drawn by the server: ${remote.serverDrawn ? 'yes' : 'no'}`);
  return lines;
}

/** Every remote as a table: remote, live entry, canary, releases kept, the latest release's date. */
export function formatOverview(overview) {
  const headers = ['remote', 'live', 'canary', 'releases', 'last released'];
  const rows = overview.remotes.map((remote) => [
    remote.remote,
    `${remote.liveEntry} (${releaseLabel(remote.live)})`,
    remote.canary ? `${remote.canary.entry} (${remote.canary.percent}%, release ${remote.canary.id})` : '-',
    String(remote.history.length),
    remote.history[0] ? remote.history[0].releasedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '-',
  ]);
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
    '',
    `Release token configured on the platform: ${overview.releaseToken ? 'yes' : 'no'}`,
  ];
}

/** What the command is about to do, in one line. */
export function describe(command, baseUrl) {
  switch (command.command) {
    case 'release':
      return `Releasing ${command.remote} from ${command.entry}${
        command.percent === undefined ? ' for everyone' : ` as a canary for ${command.percent}% of browsers`
      } on ${baseUrl} ...`;
    case 'promote':
      return `Promoting ${command.remote}'s canary to everyone on ${baseUrl} ...`;
    case 'rollback':
      return `Rolling ${command.remote} back on ${baseUrl} ...`;
    default:
      return `Releases on ${baseUrl}:`;
  }
}

/** The platform cannot be reached: no answer at all, or not the API answering. */
class UnreachableError extends Error {}

async function call(baseUrl, token, method, path, body) {
  let response;
  try {
    response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error?.name === 'TimeoutError'
        ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
        : (error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error));
    throw new UnreachableError(`The platform at ${baseUrl} cannot be reached: ${reason}.`);
  }
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    if (response.status >= 500 || !response.ok)
      throw new UnreachableError(`${baseUrl} answered ${response.status} without the API's JSON.`);
    throw new UnreachableError(`${baseUrl} did not answer JSON: is ROWAD_URL the platform?`);
  }
  return { status: response.status, body: json };
}

/** Runs one command against the platform; resolves to the exit code. `print` takes one line. */
export async function run(argv, env, print = console.log, printError = console.error) {
  let command;
  try {
    command = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    printError(error.message);
    printError('');
    printError(USAGE);
    return EXIT.usage;
  }
  if (command.command === 'help') {
    print(USAGE);
    return EXIT.ok;
  }
  const token = env.ROWAD_RELEASE_TOKEN?.trim();
  if (!token) {
    printError("ROWAD_RELEASE_TOKEN is not set: give it the platform's RELEASE_TOKEN.");
    return EXIT.usage;
  }
  const baseUrl = (env.ROWAD_URL?.trim() || DEFAULT_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(baseUrl)) {
    printError(`ROWAD_URL must be an http:// or https:// address, not "${baseUrl}".`);
    return EXIT.usage;
  }

  print(describe(command, baseUrl));
  let answer;
  try {
    if (command.command === 'list') answer = await call(baseUrl, token, 'GET', '/admin/releases');
    else if (command.command === 'release') {
      const { remote, entry, note, percent } = command;
      answer = await call(baseUrl, token, 'POST', '/admin/releases', { remote, entry, note, percent });
    } else {
      answer = await call(
        baseUrl,
        token,
        'POST',
        `/admin/releases/${command.remote}/${command.command}`,
        command.note === undefined ? {} : { note: command.note },
      );
    }
  } catch (error) {
    if (!(error instanceof UnreachableError)) throw error;
    printError(error.message);
    return EXIT.unreachable;
  }

  const { status, body } = answer;
  if (status === 401 || status === 403) {
    printError(
      `The platform did not accept the token (${status} ${body.code}): is ROWAD_RELEASE_TOKEN its RELEASE_TOKEN?`,
    );
    return EXIT.usage;
  }
  if (status === 422 && body.code === 'RELEASE_REFUSED') {
    for (const line of formatRefusal(body)) printError(line);
    return EXIT.refused;
  }
  if (status < 200 || status >= 300) {
    printError(`Refused (${status} ${body.code ?? 'error'}): ${body.message ?? ''}`.trimEnd());
    for (const [field, detail] of Object.entries(body.errors ?? {}))
      printError(`  ${field}: ${Array.isArray(detail) ? detail.join(' ') : detail}`);
    return status >= 500 ? EXIT.unreachable : EXIT.refused;
  }

  if (command.command === 'list') {
    for (const line of formatOverview(body)) print(line);
  } else if (command.command === 'release') {
    for (const line of formatChecks(body.release.checks)) print(line);
    print(
      body.release.percent === null
        ? `Released: release ${body.release.id} is everyone's.`
        : `Released: release ${body.release.id} is a canary for ${body.release.percent}% of browsers.`,
    );
    for (const line of formatRemote(body.remote)) print(line);
  } else {
    print(command.command === 'promote' ? 'Promoted.' : 'Rolled back.');
    for (const line of formatRemote(body)) print(line);
  }
  return EXIT.ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process.env);
}
