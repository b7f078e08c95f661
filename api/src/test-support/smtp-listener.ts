import type { AddressInfo } from 'node:net';
import { simpleParser, type EmailAddress } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The From header as a mail client shows it, e.g. `Rowad <no-reply@localhost>`. */
  from: string;
  /** The envelope recipients: the mailboxes the message was actually delivered to. */
  to: string[];
  subject: string;
  /** The Reply-To address, '' when the mail has none. */
  replyTo: string;
  text: string;
  html: string;
  /** The Message-ID header, `<id@domain>`. */
  messageId: string;
  /** The message as it came over the wire. */
  raw: string;
}

export interface SmtpListener {
  /** `smtp://127.0.0.1:<port>`, ready to be used as SMTP_URL. */
  url: string;
  /** Every mail received since start or the last clear(), oldest first. */
  messages: ReceivedMail[];
  /** The first mail (already received or still to come) that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
  /** Set: every mail is refused with this reply code (421: try again later), as a server in trouble does. */
  refuseWith: number | undefined;
  /** How long the server takes to accept a mail once it has all of it (a slow server). */
  acceptDelayMs: number;
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

// mailparser's own text form quotes every display name ("Rowad" <...>); this is how clients show it.
function displayAddress(address: EmailAddress | undefined): string {
  if (address === undefined) return '';
  return address.name === '' ? (address.address ?? '') : `${address.name} <${address.address ?? ''}>`;
}

interface Waiter {
  predicate: (mail: ReceivedMail) => boolean;
  resolve: (mail: ReceivedMail) => void;
}

/**
 * A real SMTP server on a free local port, so tests exercise the same wire protocol and MIME
 * encoding a production mail server sees, and read back what a recipient would read.
 */
export async function startSmtpListener(): Promise<SmtpListener> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<Waiter>();

  function receive(mail: ReceivedMail): void {
    messages.push(mail);
    for (const waiter of waiters) {
      if (waiter.predicate(mail)) {
        waiters.delete(waiter);
        waiter.resolve(mail);
      }
    }
  }

  const control = { refuseWith: undefined as number | undefined, acceptDelayMs: 0 };
  const delays = new Set<NodeJS.Timeout>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // A client that keeps its connection would otherwise hold close() for the default 30 s.
    closeTimeout: 1000,
    onMailFrom(_address, _session, callback) {
      if (control.refuseWith === undefined) {
        callback();
        return;
      }
      callback(
        Object.assign(new Error('Service not available, try again later'), {
          responseCode: control.refuseWith,
        }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message exceeds the 5 MB limit'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        // A delayed answer still pending when the listener closes is dropped with it.
        const parsing = new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            delays.delete(timer);
            resolve();
          }, control.acceptDelayMs);
          delays.add(timer);
        }).then(() => simpleParser(raw));
        parsing.then(
          (parsed) => {
            receive({
              from: displayAddress(parsed.from?.value[0]),
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              replyTo: parsed.replyTo?.value[0]?.address ?? '',
              messageId: parsed.messageId ?? '',
              text: parsed.text ?? '',
              html: parsed.html === false ? '' : parsed.html,
              raw: raw.toString('utf8'),
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that drops its connection mid-session must not crash the test process.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refuseWith() {
      return control.refuseWith;
    },
    set refuseWith(code) {
      control.refuseWith = code;
    },
    get acceptDelayMs() {
      return control.acceptDelayMs;
    },
    set acceptDelayMs(ms) {
      control.acceptDelayMs = ms;
    },
    waitFor(predicate, timeoutMs = 5000) {
      const received = messages.find(predicate);
      if (received !== undefined) return Promise.resolve(received);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const subjects = messages.map((mail) => `"${mail.subject}" to ${mail.to.join(', ')}`);
          reject(
            new Error(
              `No matching mail within ${timeoutMs} ms; received: ${subjects.length === 0 ? 'none' : subjects.join('; ')}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear() {
      messages.length = 0;
    },
    close() {
      for (const timer of delays) clearTimeout(timer);
      delays.clear();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The first link in the mail's text whose path starts with pathPrefix, e.g. `/activate`. */
export function extractLink(mail: ReceivedMail, pathPrefix: string): string {
  for (const [found] of mail.text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    // Sentence punctuation right after a link is not part of it.
    const candidate = found.replace(/[.,;:!?)]+$/, '');
    try {
      if (new URL(candidate).pathname.startsWith(pathPrefix)) return candidate;
    } catch {
      // Not a parseable URL: keep looking.
    }
  }
  throw new Error(`No link to ${pathPrefix} in the mail "${mail.subject}":\n${mail.text}`);
}

/** The first 6-digit number in the mail's text that is not part of a longer number, word or link. */
export function extractCode(mail: ReceivedMail): string {
  const match = /(?<![\w/.:=-])\d{6}(?![\w/=-]|\.\d)/.exec(mail.text);
  if (match === null) throw new Error(`No 6-digit code in the mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
