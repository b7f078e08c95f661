import { formatLogLine, terminalLogStream } from './terminal-log.js';

const at = Date.UTC(2026, 10, 25, 9, 4, 31);
const clock = new Date(at).toTimeString().slice(0, 8);

describe('the log lines a person reads in a terminal', () => {
  it('shows an access line as method, path, status and time', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      msg: 'request',
      method: 'GET',
      url: '/api/projects?q=glass',
      status: 200,
      ms: 12,
    });
    expect(formatLogLine(json, false)).toBe(`${clock} INFO  GET /api/projects?q=glass 200 in 12 ms\n`);
  });

  it('keeps the other fields as key=value, quoting text with spaces', () => {
    const json = JSON.stringify({
      level: 40,
      time: at,
      msg: 'mail could not be sent',
      to: 'a@b.ps',
      subject: 'Hi there',
    });
    expect(formatLogLine(json, false)).toBe(
      `${clock} WARN  mail could not be sent  to=a@b.ps subject="Hi there"\n`,
    );
  });

  it('prints an error with its stack under the line', () => {
    const json = JSON.stringify({
      level: 50,
      time: at,
      msg: 'could not start',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(formatLogLine(json, false)).toBe(`${clock} ERROR could not start\n  Error: boom\n      at x\n`);
  });

  it('colours the level only when asked', () => {
    const json = JSON.stringify({ level: 50, time: at, msg: 'x' });
    expect(formatLogLine(json, true)).toContain('\u001b[31mERROR\u001b[0m');
    expect(formatLogLine(json, false)).not.toContain('\u001b[');
  });

  it('passes a line that is not JSON as it is', () => {
    expect(formatLogLine('plain words', false)).toBe('plain words\n');
  });

  it('writes each line of a chunk on its own', () => {
    const written: string[] = [];
    const stream = terminalLogStream({ write: (text: string) => written.push(text) }, false);
    stream.write(
      `${JSON.stringify({ level: 30, time: at, msg: 'one' })}\n${JSON.stringify({ level: 30, time: at, msg: 'two' })}\n`,
    );
    expect(written).toEqual([`${clock} INFO  one\n`, `${clock} INFO  two\n`]);
  });
});
