import { z } from 'zod/mini';

import { emailField, multiLineText, oneLineName } from './fields';
import { says } from './says';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './rules';

/**
 * POST /contact (docs/product.md §5 "Contact form": name, e-mail and message required). `website` is
 * a honeypot: the form hides it from people, so a value there means a robot filled the form in;
 * the server then answers as if it had sent the message and does nothing.
 */
export const ContactMessageSchema = z.object({
  name: oneLineName(
    says('contact.nameRequired'),
    CONTACT_NAME_MAX,
    says('contact.nameTooLong'),
    says('contact.nameInvalid'),
  ),
  email: emailField({ checkTld: true }),
  message: multiLineText(
    says('contact.messageRequired'),
    CONTACT_MESSAGE_MAX,
    says('contact.messageTooLong'),
  ),
  website: z.optional(z.string()),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
