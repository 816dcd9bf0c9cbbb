import type { AuditLog } from '../ports/audit-log.port.js';
import type { ChatConversationRecord, ChatInterestLevel, ChatLead } from './chat-lead.js';

/** Which leads a list shows; an absent field does not filter. */
export interface ChatLeadFilter {
  readonly interestLevel?: ChatInterestLevel;
  readonly contacted?: boolean;
}

export interface ChatLeadPage {
  readonly leads: readonly ChatLead[];
  /** Every lead that matches the filter, across all pages. */
  readonly total: number;
}

/** Chat leads as stored. */
export interface ChatLeadRepository {
  /**
   * Stores the conversation under its key: a new lead the first time, the same lead updated afterwards (name
   * and email kept when the visitor gives none now; the first message kept; a contacted lead stays contacted).
   */
  record(conversation: ChatConversationRecord, at: Date): Promise<ChatLead>;
  /** One page of the matching leads, newest first, each with its last `CHAT_LEAD_RECENT_TURNS` turns. */
  list(filter: ChatLeadFilter, page: { readonly offset: number; readonly limit: number }): Promise<ChatLeadPage>;
  /** The lead, locked until the transaction ends (two admins marking it at once take turns). */
  lockById(id: number): Promise<ChatLead | null>;
  /** Stores a lead's contacted state, level and update time as `markLeadContacted` gave them. */
  saveContacted(lead: ChatLead): Promise<ChatLead>;
}

/** What the chat-lead use cases touch, bound to one transaction: the lead and its audit entry together. */
export interface ChatLeadStore {
  readonly chatLeads: ChatLeadRepository;
  readonly audit: AuditLog;
}

/** Runs work in one transaction: all of it is stored, or none of it (a thrown error rolls back). */
export interface ChatLeadUnitOfWork {
  run<T>(work: (store: ChatLeadStore) => Promise<T>): Promise<T>;
}
