import {
  CHAT_LEAD_RECENT_TURNS,
  type AuditRecord,
  type ChatConversationRecord,
  type ChatLead,
  type ChatLeadFilter,
  type ChatLeadRepository,
  type ChatLeadUnitOfWork,
  type Clock,
  type ConversationTurn,
  type DomainEvent,
} from '@cobuy/domain';
import type { RequestContext, Role } from '../../shared/request-context.js';

interface Row {
  readonly key: string;
  readonly lead: ChatLead;
}

/** The port in memory, same contract as the SQL adapter. */
class InMemoryChatLeads implements ChatLeadRepository {
  readonly rows: Row[] = [];
  /** Every conversation's whole turns, by key (the rows keep only the recent ones, as the SQL list does). */
  readonly conversations = new Map<string, ConversationTurn[]>();
  private nextId = 1;

  async lockConversation(key: string) {
    const row = this.rows.find((r) => r.key === key);
    if (!row) return null;
    return { leadId: row.lead.id, interestLevel: row.lead.interestLevel, turns: this.conversations.get(key) ?? [] };
  }

  async record(c: ChatConversationRecord, at: Date): Promise<ChatLead> {
    const index = this.rows.findIndex((r) => r.key === c.conversationKey);
    const existing = this.rows[index]?.lead;
    const lead: ChatLead = {
      id: existing?.id ?? this.nextId++,
      name: c.name ?? existing?.name ?? null,
      email: c.email ?? existing?.email ?? null,
      userId: c.userId ?? existing?.userId ?? null,
      firstMessage: existing?.firstMessage ?? c.firstMessage,
      lastMessage: c.lastMessage,
      interestLevel: existing?.isContacted ? 'contacted' : c.interestLevel,
      recentTurns: c.turns.slice(-CHAT_LEAD_RECENT_TURNS),
      turnCount: c.turns.length,
      isContacted: existing?.isContacted ?? false,
      contactedAt: existing?.contactedAt ?? null,
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    };
    this.conversations.set(c.conversationKey, [...c.turns]);
    if (index >= 0) this.rows[index] = { key: c.conversationKey, lead };
    else this.rows.push({ key: c.conversationKey, lead });
    return lead;
  }
  async list(filter: ChatLeadFilter, page: { offset: number; limit: number }) {
    const matching = this.rows
      .map((r) => r.lead)
      .filter((l) => filter.interestLevel === undefined || l.interestLevel === filter.interestLevel)
      .filter((l) => filter.contacted === undefined || l.isContacted === filter.contacted)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return { leads: matching.slice(page.offset, page.offset + page.limit), total: matching.length };
  }
  async lockById(id: number) {
    return this.rows.find((r) => r.lead.id === id)?.lead ?? null;
  }
  async saveContacted(lead: ChatLead) {
    const index = this.rows.findIndex((r) => r.lead.id === lead.id);
    const saved: ChatLead = {
      ...this.rows[index]!.lead,
      isContacted: lead.isContacted,
      contactedAt: lead.contactedAt,
      interestLevel: lead.interestLevel,
      updatedAt: lead.updatedAt,
    };
    this.rows[index] = { ...this.rows[index]!, lead: saved };
    return saved;
  }
}

/** A store whose audit entries are kept in an array, and a context per caller. */
export function chatLeadsTestKit(now = new Date('2026-11-23T10:00:00Z')) {
  const chatLeads = new InMemoryChatLeads();
  const audit: AuditRecord[] = [];
  const published: DomainEvent[] = [];
  const uow: ChatLeadUnitOfWork = {
    run: (work) =>
      work({
        chatLeads,
        audit: { record: async (entry) => void audit.push(entry) },
        events: { publish: async (event) => void published.push(event) },
      }),
  };
  const clock: Clock = { now: () => now };
  const ctx = (userId: number | null, role: Role = 'admin'): RequestContext => ({
    actor: userId === null ? null : { userId, role },
    correlationId: 'chat-leads-test',
    clock,
  });
  return { uow, chatLeads, audit, published, ctx, now };
}
