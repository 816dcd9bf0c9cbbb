import type { ChatLeadUnitOfWork } from '@cobuy/domain';

/** What the chat-lead use cases are built from; the composition root supplies the adapter. */
export interface ChatLeadsDeps {
  readonly uow: ChatLeadUnitOfWork;
}
