import { err, ok, type AccountsUnitOfWork, type RateLimiter, type Result } from '@cobuy/domain';
import type { AccountsRateLimits } from '../../accounts/accounts-rate-limits.js';
import { consumeAttempt, ipKey } from '../../accounts/accounts-rate-limits.js';
import { normaliseEmail } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { sendContactMessageInput, type SendContactMessageInput } from './send-contact-message.input.js';

export interface SendContactMessageDeps {
  readonly uow: AccountsUnitOfWork;
  readonly rateLimiter: RateLimiter;
  readonly limits: Pick<AccountsRateLimits, 'contactPerIp'>;
  /**
   * The mailbox configured to receive contact notifications, in addition to the admins: an address (e.g.
   * CONTACT_EMAIL) or a function asked per message (the Email Settings account, which an admin may change).
   */
  readonly contactInbox?: string | (() => Promise<string | null>);
}

export const CONTACT_SENT_MESSAGE = "Thank you for your message. We'll get back to you within 24 hours.";

/**
 * A visitor's message: one outbox mail per recipient (every active admin and the configured contact
 * inbox) and the event the admins' notifications are made from, written in one transaction, so the message
 * is either queued for everyone or not accepted.
 */
export class SendContactMessage implements UseCase<SendContactMessageInput, { readonly message: string }> {
  readonly name = 'contact.sendContactMessage';
  readonly access = 'public' as const;
  readonly input = sendContactMessageInput;

  constructor(private readonly deps: SendContactMessageDeps) {}

  async execute(
    ctx: RequestContext,
    input: SendContactMessageInput,
  ): Promise<Result<{ readonly message: string }, AppError>> {
    const limited = await consumeAttempt(this.deps.rateLimiter, [[this.deps.limits.contactPerIp, ipKey(ctx.ip)]]);
    if (limited) return err(limited);
    const receivedAt = ctx.clock.now();
    const inbox =
      typeof this.deps.contactInbox === 'function' ? await this.deps.contactInbox() : this.deps.contactInbox;
    await this.deps.uow.run(async ({ users, outbox, events }) => {
      const recipients = new Set(await users.listAdminEmails());
      if (inbox) recipients.add(normaliseEmail(inbox));
      for (const to of recipients) {
        await outbox.enqueue({ template: 'contact-message', to, data: { ...input, receivedAt } });
      }
      // The admins' notification: the sender's name and subject only (the rest is in the mail).
      await events.publish({
        type: 'contact.message_received',
        senderName: input.name,
        subject: input.subject,
        at: receivedAt,
      });
    });
    return ok({ message: CONTACT_SENT_MESSAGE });
  }
}
