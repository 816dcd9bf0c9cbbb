import { err, formatMoney, ok, type Result } from '@cobuy/domain';
import { consumeAttempt, ipKey } from '../../accounts/accounts-rate-limits.js';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AssistantDeps } from '../assistant.deps.js';
import { recordConversation } from '../record-conversation.js';
import { expressChatInterestInput, type ExpressChatInterestInput } from './express-interest.input.js';

/** Investor spec §8: the chat's success toast says this. */
export const CHAT_INTEREST_RECEIVED = "We'll contact you within 24 hours about your investment interest.";

const PREFERENCE_WORDS = { email: 'email', phone: 'phone call', whatsapp: 'WhatsApp' } as const;

/**
 * A chat interest (investor spec §5 'Chat interest dialog', §7 `/api/chatbot/express-interest`): kept as a
 * qualified chat lead (rules §7: contact details and an amount), on the visitor's conversation when the widget
 * sends its id, linked to the account of a signed-in visitor, with the event from which every admin is
 * notified, in one transaction. The project, when given, must exist; its name comes from the catalog.
 * Anyone may send it; limited per IP.
 */
export class ExpressChatInterest implements UseCase<ExpressChatInterestInput, { readonly message: string }> {
  readonly name = 'assistant.expressChatInterest';
  readonly access = 'public' as const;
  readonly input = expressChatInterestInput;

  constructor(private readonly deps: AssistantDeps) {}

  async execute(
    ctx: RequestContext,
    input: ExpressChatInterestInput,
  ): Promise<Result<{ readonly message: string }, AppError>> {
    const limited = await consumeAttempt(this.deps.rateLimiter, [[this.deps.limits.interestPerIp, ipKey(ctx.ip)]]);
    if (limited) return err(limited);
    let project: { readonly title: string; readonly location: string } | null = null;
    if (input.projectId) {
      const [found] = await this.deps.retrieval.search({ projectIds: [input.projectId] });
      if (!found) {
        return err(
          appError('PROJECT.NOT_FOUND', `Project ${input.projectId} was not found`, {
            details: { projectId: input.projectId },
          }),
        );
      }
      project = found;
    }
    const at = ctx.clock.now();
    const amount = `${input.currency} ${formatMoney(input.interestAmount)}`;
    const said =
      `Interest: ${amount}${project ? ` in ${project.title} (${project.location})` : ''}. ` +
      `Contact by ${PREFERENCE_WORDS[input.contactPreference]}: ${input.contactInfo}.` +
      (input.message ? ` Message: ${input.message}` : '');
    const conversationKey = input.conversationId ?? `interest-${crypto.randomUUID()}`;
    await this.deps.leads.run(async (store) => {
      const lead = await recordConversation(store, {
        conversationKey,
        vocabulary: { places: [], projects: [] },
        at,
        name: input.userName,
        email: input.userEmail,
        userId: ctx.actor?.userId ?? null,
        atLeast: 'qualified',
        turns: [
          { role: 'visitor', text: said, at },
          { role: 'assistant', text: CHAT_INTEREST_RECEIVED, at },
        ],
      });
      if (!lead) throw new Error('A chat interest always holds a visitor turn');
      await store.events.publish({
        type: 'chat.interest_received',
        leadId: lead.id,
        visitorName: input.userName,
        amount: input.interestAmount.toString(),
        currency: input.currency,
        projectTitle: project?.title ?? null,
        contactPreference: PREFERENCE_WORDS[input.contactPreference],
        at,
      });
    });
    return ok({ message: CHAT_INTEREST_RECEIVED });
  }
}
