import type { ContactMessage } from '@rowad/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../errors.js';
import type { Page } from '../../http/paging.js';
import type { Mailer } from '../../plugins/mail.js';
import { contactMail } from './emails.js';
import type { ContactRepository, MessageState, StoredContactMessage } from './repository.js';

export const CONTACT_ERRORS = {
  notFound: 'Message not found',
  alreadyHandled: 'This message was marked handled already.',
} as const;

/** Contact form messages: stored, then e-mailed to the support address when there is one. */
export class ContactService {
  constructor(
    private readonly deps: {
      repository: ContactRepository;
      mail: Mailer;
      /** SUPPORT_EMAIL, else ADMIN_EMAIL; undefined: messages are only stored. */
      supportEmail: string | undefined;
      log: FastifyBaseLogger;
      now?: () => Date;
    },
  ) {
    if (deps.supportEmail === undefined) {
      deps.log.warn(
        'neither SUPPORT_EMAIL nor ADMIN_EMAIL is set: contact form messages are stored but e-mailed to nobody',
      );
    }
  }

  /**
   * Stores the message, then mails it. A filled-in honeypot (`website`) means a robot: nothing is
   * stored or sent, and the caller answers as for a person so the robot learns nothing. The mail
   * failing does not fail the call: the message is stored, and the failure is logged.
   */
  async receive(input: ContactMessage): Promise<void> {
    if (input.website !== undefined && input.website !== '') return;
    const id = await this.deps.repository.insert({
      name: input.name,
      email: input.email,
      message: input.message,
      now: (this.deps.now?.() ?? new Date()).toISOString(),
    });
    if (this.deps.supportEmail === undefined) return;
    try {
      await this.deps.mail.send(contactMail(this.deps.supportEmail, input));
    } catch (error) {
      this.deps.log.error({ err: error, contactMessageId: id }, 'could not e-mail a contact message');
    }
  }

  /** The messages in `state`, newest first (the admin's inbox). */
  list(options: {
    state: MessageState;
    limit: number;
    afterId: number | undefined;
  }): Promise<Page<StoredContactMessage>> {
    return this.deps.repository.page(options);
  }

  /** Marks a message handled, in the audit log under the admin's name; 409 when it was already. */
  async markHandled(adminId: number, id: number): Promise<StoredContactMessage> {
    if (!(await this.deps.repository.find(id))) {
      throw new ApiError(404, 'MESSAGE_NOT_FOUND', CONTACT_ERRORS.notFound);
    }
    const now = (this.deps.now?.() ?? new Date()).toISOString();
    if (!(await this.deps.repository.markHandled(id, adminId, now))) {
      throw new ApiError(409, 'ALREADY_HANDLED', CONTACT_ERRORS.alreadyHandled);
    }
    const message = await this.deps.repository.find(id);
    if (!message) throw new ApiError(404, 'MESSAGE_NOT_FOUND', CONTACT_ERRORS.notFound);
    return message;
  }
}
