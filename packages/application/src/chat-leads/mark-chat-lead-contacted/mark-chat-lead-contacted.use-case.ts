import { err, markLeadContacted, ok, type ChatLead, type Result } from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { idInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { ChatLeadsDeps } from '../chat-leads.deps.js';
import { chatLeadNotFound } from '../chat-leads-errors.js';

const markChatLeadContactedInput = z.object({ id: idInput });
type MarkChatLeadContactedInput = z.output<typeof markChatLeadContactedInput>;

const snapshot = (lead: ChatLead) => ({
  interestLevel: lead.interestLevel,
  isContacted: lead.isContacted,
  contactedAt: lead.contactedAt?.toISOString() ?? null,
});

/**
 * An admin marks a lead contacted (accounts spec §2, §4): contacted now, at the level contacted, audited in the
 * same transaction. Marking a lead already contacted answers it unchanged and writes nothing (the first contact
 * time stays), so a double click or a retry is harmless.
 */
export class MarkChatLeadContacted implements UseCase<MarkChatLeadContactedInput, ChatLead> {
  readonly name = 'chatLeads.markChatLeadContacted';
  readonly access = 'admin' as const;
  readonly input = markChatLeadContactedInput;
  constructor(private readonly deps: ChatLeadsDeps) {}

  execute(ctx: RequestContext, input: MarkChatLeadContactedInput): Promise<Result<ChatLead, AppError>> {
    const now = ctx.clock.now();
    return this.deps.uow.run(async (store) => {
      const before = await store.chatLeads.lockById(input.id);
      if (!before) return err(chatLeadNotFound(input.id));
      const marked = markLeadContacted(before, now);
      if (!marked.changed) return ok(before);
      const after = await store.chatLeads.saveContacted(marked.lead);
      await store.audit.record({
        actorId: ctx.actor?.userId ?? null,
        action: 'chat_lead.contacted',
        entity: 'chat_lead',
        entityId: String(after.id),
        before: snapshot(before),
        after: snapshot(after),
        at: now,
        correlationId: ctx.correlationId,
      });
      return ok(after);
    });
  }
}
