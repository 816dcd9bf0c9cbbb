import type { AuditLog } from '../ports/audit-log.port.js';
import type { EventPublisher } from '../ports/event-publisher.port.js';
import type { ChatConversationRecord, ChatInterestLevel, ChatLead, ConversationTurn } from './chat-lead.js';

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

/** A conversation as stored, whole, for the assistant to add a turn to. */
export interface StoredConversation {
  readonly leadId: number;
  readonly interestLevel: ChatInterestLevel;
  readonly turns: readonly ConversationTurn[];
}

/** Chat leads as stored. */
export interface ChatLeadRepository {
  /**
   * The conversation stored under the key, whole; until the transaction ends no other call records under the
   * same key (two messages of one conversation at once take turns, so neither loses the other's turn).
   */
  lockConversation(conversationKey: string): Promise<StoredConversation | null>;
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
  /** A chat interest's event (admins are notified), in the lead's transaction. */
  readonly events: EventPublisher;
}

/** Runs work in one transaction: all of it is stored, or none of it (a thrown error rolls back). */
export interface ChatLeadUnitOfWork {
  run<T>(work: (store: ChatLeadStore) => Promise<T>): Promise<T>;
}
