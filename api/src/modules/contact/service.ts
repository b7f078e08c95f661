import type { ContactMessage } from '@rowad/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../errors.js';
import type { Page } from '../../http/paging.js';
import type { MailOutbox } from '../../mail/outbox.js';
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
      /** The mail to the support address is queued with the stored message. */
      outbox: MailOutbox;
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
   * Stores the message and queues its mail in one transaction. A filled-in honeypot (`website`)
   * means a robot: nothing is stored or sent, and the caller answers as for a person so the robot
   * learns nothing. The mail server being down does not fail the call: the outbox worker retries.
   */
  async receive(input: ContactMessage): Promise<void> {
    if (input.website !== undefined && input.website !== '') return;
    const { supportEmail } = this.deps;
    await this.deps.outbox.transaction(async (trx, queue) => {
      await this.deps.repository.in(trx).insert({
        name: input.name,
        email: input.email,
        message: input.message,
        now: (this.deps.now?.() ?? new Date()).toISOString(),
      });
      if (supportEmail !== undefined) await queue(contactMail(supportEmail, input));
    });
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
