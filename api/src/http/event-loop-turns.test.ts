import net from 'node:net';
import { jest } from '@jest/globals';
import Fastify from 'fastify';
import { createTurnGate, registerTurnGate } from './event-loop-turns.js';

/** Resolves in the check phase of the next turn that has one (after the gate's own reset). */
const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createTurnGate', () => {
  it('starts a few requests a turn and the rest in later turns, in the order they came', async () => {
    const gate = createTurnGate(2);
    const started: number[] = [];
    for (let n = 1; n <= 7; n += 1) {
      const admitted = gate.admit();
      if (admitted === undefined) started.push(n);
      else void admitted.then(() => started.push(n));
    }
    expect(started).toEqual([1, 2]);
    expect(gate.waiting).toBe(5);
    await afterThisTurn();
    expect(started).toEqual([1, 2, 3, 4]);
    await afterThisTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    await afterThisTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(gate.waiting).toBe(0);
  });

  it('leaves nothing scheduled once it is idle, so a quiet server does not spin', async () => {
    const scheduled = jest.spyOn(global, 'setImmediate');
    const gate = createTurnGate(2);
    expect(gate.admit()).toBeUndefined();
    const reset = scheduled.mock.calls[0]![0];
    const resets = () => scheduled.mock.calls.filter(([callback]) => callback === reset).length;
    for (let turn = 0; turn < 5; turn += 1) await afterThisTurn();
    // One reset, at the end of the turn it started in; with nothing waiting, none after it.
    expect(resets()).toBe(1);
  });
});

/**
 * Node accepts one new connection per turn of the event loop. With 60 requests already read on
 * open connections, each holding the loop 2 ms as a synchronous SQLite query does, 8 clients that
 * connect then must be taken in while those requests are still being served, not after all of
 * them (without the gate the turn that read them serves all 60 before the second is accepted).
 */
describe('registerTurnGate', () => {
  const BUSY = 60;
  const NEWCOMERS = 8;
  const openSockets: net.Socket[] = [];
  const app = Fastify();
  let served = 0;
  let acceptedNewcomers = 0;
  let servedWhenAllAccepted: number | undefined;
  let countingNewcomers = false;
  let acceptedBusy = 0;
  let allBusyAccepted: () => void = () => {};
  const busyAccepted = new Promise<void>((resolve) => {
    allBusyAccepted = resolve;
  });

  beforeAll(async () => {
    registerTurnGate(app, 4);
    app.get('/work', async () => {
      const until = performance.now() + 2;
      while (performance.now() < until);
      served += 1;
      return { served };
    });
    app.server.on('connection', () => {
      if (!countingNewcomers) {
        acceptedBusy += 1;
        if (acceptedBusy === BUSY) allBusyAccepted();
        return;
      }
      acceptedNewcomers += 1;
      if (acceptedNewcomers === NEWCOMERS) servedWhenAllAccepted = served;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const socket of openSockets) socket.destroy();
    await app.close();
  });

  const port = () => (app.server.address() as net.AddressInfo).port;
  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(port(), '127.0.0.1', () => resolve(socket));
      socket.on('error', reject);
      openSockets.push(socket);
    });
  /** Sends one request and resolves with its answer's first bytes. */
  const ask = (socket: net.Socket) =>
    new Promise<string>((resolve) => {
      socket.once('data', (chunk) => resolve(chunk.toString('latin1')));
      socket.write(`GET /work HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    });

  it('accepts new connections while requests already read wait their turn', async () => {
    const busy = await Promise.all(Array.from({ length: BUSY }, connect));
    // A client's connect resolves once the kernel has queued it; the server accepts it later, one
    // a turn. Only when the server has taken all the busy ones are the newcomers counted.
    await busyAccepted;
    countingNewcomers = true;

    const busyAnswers = busy.map(ask);
    const newcomers = Array.from({ length: NEWCOMERS }, () => connect().then(ask));
    const answers = await Promise.all([...busyAnswers, ...newcomers]);

    expect(answers.every((answer) => answer.startsWith('HTTP/1.1 200'))).toBe(true);
    expect(served).toBe(BUSY + NEWCOMERS);
    expect(acceptedNewcomers).toBe(NEWCOMERS);
    expect(servedWhenAllAccepted).toBeLessThan(BUSY);
  });
});
