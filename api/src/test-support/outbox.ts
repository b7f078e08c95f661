import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once the app's outbox holds no mail waiting for (or in) its first attempt: what a test
 * has caused is sent, so it cannot arrive during the next test. Needs the app's worker running.
 */
export async function outboxSent(app: FastifyInstance, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const row = await app.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('state', '=', 'pending')
      .where('attempts', '=', 0)
      .executeTakeFirstOrThrow();
    const waiting = Number(row.n);
    if (waiting === 0) return;
    if (Date.now() >= deadline) throw new Error(`${waiting} mail(s) still waiting in the outbox`);
    await sleep(20);
  }
}
