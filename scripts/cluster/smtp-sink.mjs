// A real SMTP server on a free loopback port that keeps what it receives, for the cluster's tests
// and benchmark: the API processes send their mail to it over the wire (SMTP_URL), as in production.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { LOOPBACK } from './ports.mjs';

/** @returns {Promise<{ url: string, messages: Array<{ to: string[], subject: string, text: string }>, close: () => Promise<void> }>} */
export async function startSmtpSink() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK, resolve);
  });
  // A client dropping its connection mid-session must not end the process.
  server.on('error', () => {});
  return {
    url: `smtp://${LOOPBACK}:${server.server.address().port}`,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
