/**
 * At most a few requests start in one turn of the event loop, so a new connection is taken in
 * without waiting for every request already read (docs/decisions.md, "New connections wait one
 * turn each").
 *
 * Node 20's libuv accepts one new connection per turn of the loop. A turn runs every request
 * whose bytes arrived since the last one; on SQLite each runs to its answer in that turn (its
 * queries are synchronous), so under load a turn lasts about 100 ms, and a burst of new
 * connections waits one turn each: 200 at once waited up to 20 s. Starting at most
 * `perTurn` requests a turn and keeping the rest in order for the next turns makes a turn a few
 * milliseconds long, so the listening socket gets its turn that often; the work per second is
 * the same.
 */
import type { FastifyInstance } from 'fastify';

export interface TurnGate {
  /** Resolves when the request may start: at once while this turn has room, else in a later turn. */
  admit(): Promise<void> | undefined;
  /** Requests read but not started yet. */
  readonly waiting: number;
}

export function createTurnGate(perTurn: number): TurnGate {
  const queue: Array<() => void> = [];
  let startedThisTurn = 0;
  let resetScheduled = false;

  // Runs in the check phase, after the turn's I/O: the next turn starts counting from zero. A
  // setImmediate asked for from here runs in the next turn, so a full queue is served a few a turn.
  const nextTurn = () => {
    resetScheduled = false;
    startedThisTurn = 0;
    while (queue.length > 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      queue.shift()!();
    }
    // Nothing started and nothing waits: no more resets until the next request, so an idle
    // server does not spin.
    if (startedThisTurn > 0 || queue.length > 0) scheduleReset();
  };
  const scheduleReset = () => {
    if (resetScheduled) return;
    resetScheduled = true;
    setImmediate(nextTurn);
  };

  return {
    admit() {
      scheduleReset();
      if (queue.length === 0 && startedThisTurn < perTurn) {
        startedThisTurn += 1;
        return undefined;
      }
      return new Promise<void>((resolve) => queue.push(resolve));
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The gate as the server's first onRequest hook: a request waits its turn before anything else runs. */
export function registerTurnGate(app: FastifyInstance, perTurn: number): TurnGate {
  const gate = createTurnGate(perTurn);
  app.addHook('onRequest', (_request, _reply, done) => {
    const admitted = gate.admit();
    if (admitted === undefined) done();
    else void admitted.then(() => done());
  });
  return gate;
}
