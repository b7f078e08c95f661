import type { ContactMessage } from '@rowad/shared/schemas';
import type { MailMessage } from '../../plugins/mail.js';

/**
 * To the support address: a visitor's contact message, in plain text (the visitor's own words,
 * nothing to lay out). Reply-To is the visitor, so answering the mail answers them.
 */
export function contactMail(
  support: string,
  { name, email, message }: Pick<ContactMessage, 'name' | 'email' | 'message'>,
): MailMessage {
  return {
    to: support,
    replyTo: email,
    subject: `Contact form: ${name}`,
    text: [
      'A visitor sent this message with the contact form on Rowad.',
      '',
      `Name: ${name}`,
      `E-mail: ${email}`,
      '',
      message,
      '',
      '-- ',
      'Reply to this e-mail to answer the visitor.',
    ].join('\n'),
  };
}
