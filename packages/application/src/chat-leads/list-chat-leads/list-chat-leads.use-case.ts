import { ok, type ChatLead, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { ChatLeadsDeps } from '../chat-leads.deps.js';
import { listChatLeadsInput, type ListChatLeadsInput } from './list-chat-leads.input.js';

export interface ChatLeadList {
  readonly leads: readonly ChatLead[];
  /** Every lead matching the filters, across all pages (the page's total count). */
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * The Chat Leads page (accounts spec §2): the leads the assistant captured, newest first, one page at a time,
 * filtered by interest level and by whether they were contacted. Admins only (spec §6).
 */
export class ListChatLeads implements UseCase<ListChatLeadsInput, ChatLeadList> {
  readonly name = 'chatLeads.listChatLeads';
  readonly access = 'admin' as const;
  readonly input = listChatLeadsInput;
  constructor(private readonly deps: ChatLeadsDeps) {}

  async execute(_ctx: RequestContext, input: ListChatLeadsInput): Promise<Result<ChatLeadList, AppError>> {
    const { leads, total } = await this.deps.uow.run((store) =>
      store.chatLeads.list(
        { interestLevel: input.interestLevel, contacted: input.contacted },
        { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
      ),
    );
    return ok({ leads, total, page: input.page, pageSize: input.pageSize });
  }
}
