// Log lines a person reads in a terminal: `12:04:31 INFO  GET /api/projects 200 in 12 ms`, with the
// level in colour, instead of pino's JSON. Used only when the output is a terminal; anything else
// (a file, a log shipper, a container runtime) gets the JSON lines unchanged.

const LEVELS: Record<number, { name: string; colour: number }> = {
  10: { name: 'TRACE', colour: 90 },
  20: { name: 'DEBUG', colour: 36 },
  30: { name: 'INFO', colour: 32 },
  40: { name: 'WARN', colour: 33 },
  50: { name: 'ERROR', colour: 31 },
  60: { name: 'FATAL', colour: 35 },
};

// pino's own fields, and the request id Fastify adds to every request's lines.
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

type Line = Record<string, unknown>;

const paint = (colours: boolean, code: number, text: string) =>
  colours ? `\u001b[${code}m${text}\u001b[0m` : text;

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/** The one line an access log entry becomes: method, path, status and time. */
function requestText(line: Line): string {
  return `${String(line['method'])} ${String(line['url'])} ${String(line['status'])} in ${String(line['ms'])} ms`;
}

function errorText(err: unknown): string {
  if (!err || typeof err !== 'object') return '';
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  const text = typeof stack === 'string' ? stack : typeof message === 'string' ? message : '';
  return text ? `\n  ${text.split('\n').join('\n  ')}` : '';
}

/** Formats one of pino's JSON lines for a person; a line that is not JSON passes as it is. */
export function formatLogLine(json: string, colours: boolean): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = LEVELS[Number(line['level'])] ?? { name: 'LOG', colour: 0 };
  const isRequest = line['msg'] === 'request' && 'method' in line && 'status' in line;
  const message = isRequest ? requestText(line) : String(line['msg'] ?? '');
  const skip = isRequest ? new Set([...OWN_FIELDS, 'method', 'url', 'status', 'ms']) : OWN_FIELDS;
  const fields = Object.entries(line)
    .filter(([key]) => !skip.has(key))
    .map(([key, value]) => `${paint(colours, 90, `${key}=`)}${valueText(value)}`)
    .join(' ');
  const status = Number(line['status']);
  const shownMessage = isRequest && status >= 500 ? paint(colours, 31, message) : message;
  return (
    `${paint(colours, 90, clock(line['time']))} ${paint(colours, level.colour, level.name.padEnd(5))} ` +
    `${shownMessage}${fields ? `  ${fields}` : ''}${errorText(line['err'])}\n`
  );
}

/** A destination for pino that writes each line formatted for a person. */
export function terminalLogStream(out: { write(text: string): unknown }, colours: boolean) {
  return {
    write(json: string) {
      // pino writes one line per call; a multi-line chunk is split so each line is formatted.
      for (const part of json.split('\n')) if (part.trim() !== '') out.write(formatLogLine(part, colours));
    },
  };
}
