import type { FastifyInstance } from 'fastify';
import { outboxSent } from './outbox.js';

/**
 * Resolves once nothing a test caused is still on its way: the work the app began after its
 * answers (a reset code is made after the answer) has finished, and every mail queued has been
 * sent. A test that asserts a mail was not sent awaits this instead of sleeping.
 */
export async function settled(app: FastifyInstance): Promise<void> {
  await app.afterAnswers();
  await outboxSent(app);
}
