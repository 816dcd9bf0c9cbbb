import type { ChatLeadList } from '@cobuy/application';
import type { ChatLead } from '@cobuy/domain';

/** A chat lead as the Chat Leads page shows it (REST and GraphQL alike). */
export const presentChatLead = (lead: ChatLead) => ({
  id: lead.id,
  name: lead.name,
  email: lead.email,
  userId: lead.userId,
  firstMessage: lead.firstMessage,
  lastMessage: lead.lastMessage,
  interestLevel: lead.interestLevel,
  recentTurns: lead.recentTurns.map((turn) => ({ role: turn.role, text: turn.text, at: turn.at.toISOString() })),
  turnCount: lead.turnCount,
  isContacted: lead.isContacted,
  contactedAt: lead.contactedAt?.toISOString() ?? null,
  createdAt: lead.createdAt.toISOString(),
  updatedAt: lead.updatedAt.toISOString(),
});
export type ChatLeadJson = ReturnType<typeof presentChatLead>;

export const presentChatLeadList = (list: ChatLeadList) => ({
  total: list.total,
  page: list.page,
  pageSize: list.pageSize,
  leads: list.leads.map(presentChatLead),
});
