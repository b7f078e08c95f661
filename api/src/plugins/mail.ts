import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Omitted: a plain-text mail. */
  html?: string;
  /** Where answers go when not to the From address (a visitor's contact message). */
  replyTo?: string;
  /** The Message-ID header, `<id@domain>`; omitted: nodemailer makes one. The outbox sets it once per mail. */
  messageId?: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the outbox file is written); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
}

export interface MailOptions {
  /** smtp:// or smtps:// URL; unset writes every mail to outboxDir instead. Its query is ignored. */
  smtpUrl: string | undefined;
  /** smtp:// only: the server must offer STARTTLS, else the mail is not sent (never in clear). */
  requireTls?: boolean;
  /** The From header, e.g. `Rowad <no-reply@example.com>`. */
  from: string;
  /** Where mails go when there is no SMTP server. */
  outboxDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

// The outbox worker sends one mail at a time: an unreachable or stalled server must fail that
// attempt in seconds (it is retried later), not after nodemailer's minutes-long defaults. Ten
// seconds still covers servers that delay their greeting on purpose (Postfix postscreen waits 6 s).
// The worker's claim on a mail (MAIL_LEASE_MS) must outlast one attempt, so it is checked against this.
export const SMTP_TIMEOUT_MS = 10_000;

function outboxFileName(now: Date): string {
  // Colons are not allowed in Windows file names; the random part keeps two mails of one millisecond apart.
  return `${now.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
}

function smtpMailer(app: FastifyInstance, smtpUrl: string, from: string, requireTls: boolean): Mailer {
  // nodemailer reads options from the URL's query, overriding ours: only the validated setting counts.
  const url = new URL(smtpUrl);
  url.search = '';
  const transport = nodemailer.createTransport({
    url: url.toString(),
    requireTLS: requireTls,
    // Mails are rare and spread out: a pool would mostly hold idle connections the server drops anyway.
    pool: false,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    dnsTimeout: SMTP_TIMEOUT_MS,
  });
  app.addHook('onClose', async () => {
    transport.close();
  });

  return {
    async send({ to, subject, text, html, replyTo, messageId }) {
      try {
        await transport.sendMail({ from, to, subject, text, html, replyTo, messageId });
      } catch (error) {
        app.log.warn({ err: error, to, subject }, 'mail could not be sent');
        throw error;
      }
    },
  };
}

function outboxMailer(app: FastifyInstance, outboxDir: string, from: string): Mailer {
  // The stream transport builds the exact message an SMTP server would receive, so the file opens in
  // any mail client and shows what a user would see.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  return {
    async send({ to, subject, text, html, replyTo, messageId }) {
      try {
        const { message } = await composer.sendMail({ from, to, subject, text, html, replyTo, messageId });
        // Created on every send, not once: a developer may empty the outbox by deleting the folder.
        // Owner-only, as the files hold reset codes and activation links.
        await mkdir(outboxDir, { recursive: true, mode: 0o700 });
        const file = path.join(outboxDir, outboxFileName(new Date()));
        await writeFile(file, message, { mode: 0o600, flag: 'wx' });
        // The file, not its link or code: a log is read by more people, and kept longer, than the
        // owner-only outbox. A developer opens the file to follow the link or read the code.
        app.log.info({ to, subject, file }, 'mail written to the outbox');
      } catch (error) {
        app.log.warn({ err: error, to, subject }, 'mail could not be written to the outbox');
        throw error;
      }
    },
  };
}

async function mail(app: FastifyInstance, options: MailOptions): Promise<void> {
  const mailer =
    options.smtpUrl === undefined
      ? outboxMailer(app, options.outboxDir, options.from)
      : smtpMailer(app, options.smtpUrl, options.from, options.requireTls ?? false);
  app.decorate('mail', mailer);
}

export default fp(mail, { name: 'mail', fastify: '5.x' });
