import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailOutbox } from '../mail/outbox.js';
import { OutboxWorker, type OutboxWorkerSettings } from '../mail/outbox-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues mail in the transaction of the change that causes it. */
    mailOutbox: MailOutbox;
    /** Sends queued mail through `app.mail`; running unless MAIL_WORKER=off. */
    mailWorker: OutboxWorker;
  }
}

export interface MailOutboxOptions extends OutboxWorkerSettings {
  /** Start the worker with the app (off: passes run only when called, as some tests do). */
  worker: boolean;
  from: string;
}

/** The durable outbox and its worker. Needs the db and mail plugins. */
async function mailOutbox(app: FastifyInstance, options: MailOutboxOptions): Promise<void> {
  const { worker: start, from, ...settings } = options;
  const worker = new OutboxWorker({
    ...settings,
    db: app.db,
    dialect: app.dbDialect,
    transport: app.mail,
    log: app.log,
  });
  const outbox = new MailOutbox({ db: app.db, from, onQueued: () => worker.nudge() });
  app.decorate('mailOutbox', outbox);
  app.decorate('mailWorker', worker);
  if (start) app.addHook('onReady', async () => worker.start());
  // Registered after the db plugin, so this runs before the database closes.
  app.addHook('onClose', () => worker.stop());
}

export default fp(mailOutbox, { name: 'mail-outbox', fastify: '5.x', dependencies: ['db', 'mail'] });
