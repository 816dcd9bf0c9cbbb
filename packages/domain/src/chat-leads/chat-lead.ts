import { err, ok, type Result } from '../shared/result.js';

/**
 * A chat lead (accounts spec §2 'Chat leads page', §3 chat_leads, §4 'Chat lead'): a visitor the site's
 * assistant talked to, with how interested they seemed. The assistant records leads (a later issue); admins
 * read them and mark them contacted.
 */

/** Accounts spec §4: a lead's interest level; `contacted` is set only by marking the lead contacted. */
export const CHAT_INTEREST_LEVELS = ['initial', 'interested', 'qualified', 'contacted'] as const;
export type ChatInterestLevel = (typeof CHAT_INTEREST_LEVELS)[number];
/** The levels the assistant may give a lead it records (contacted is the admin's word, not the assistant's). */
type AssessedInterestLevel = Exclude<ChatInterestLevel, 'contacted'>;

/** One turn of the conversation: who spoke, what they said, when. */
export interface ConversationTurn {
  readonly role: 'visitor' | 'assistant';
  readonly text: string;
  readonly at: Date;
}

/** The card shows the last 3 turns of the conversation (accounts spec §9). */
export const CHAT_LEAD_RECENT_TURNS = 3;

/** Bounds of what one lead holds: a real chat fits easily; one conversation cannot grow a row without end. */
export const CHAT_LEAD_LIMITS = {
  conversationKey: 100,
  name: 200,
  email: 254,
  turns: 200,
  turnText: 4000,
} as const;

/** A lead as the admin reads it: the conversation's last turns, not all of it (a list stays small). */
export interface ChatLead {
  readonly id: number;
  /** Null: the visitor did not say (shown as 'Anonymous'). */
  readonly name: string | null;
  /** Null: not given (shown as 'Not provided'; no Send Email). */
  readonly email: string | null;
  /** The visitor's account, when they were signed in when they expressed interest (null: anonymous). */
  readonly userId: number | null;
  /** The visitor's first message. */
  readonly firstMessage: string;
  /** The visitor's latest message. */
  readonly lastMessage: string;
  readonly interestLevel: ChatInterestLevel;
  /** The last `CHAT_LEAD_RECENT_TURNS` turns, oldest first. */
  readonly recentTurns: readonly ConversationTurn[];
  /** How many turns the whole conversation has. */
  readonly turnCount: number;
  readonly isContacted: boolean;
  /** Set exactly when `isContacted`. */
  readonly contactedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What the assistant records after a turn: the whole conversation so far, under its own key. */
export interface ChatConversationRecord {
  /** The assistant's key for one visitor's conversation: recording the same key again updates that lead. */
  readonly conversationKey: string;
  readonly name: string | null;
  readonly email: string | null;
  /** The signed-in visitor's account; null keeps whatever the lead had. */
  readonly userId: number | null;
  readonly interestLevel: AssessedInterestLevel;
  readonly turns: readonly ConversationTurn[];
  /** The first and the latest thing the visitor said. */
  readonly firstMessage: string;
  readonly lastMessage: string;
}

export type ChatConversationProblem =
  | 'no-conversation-key'
  | 'no-visitor-message'
  | 'too-many-turns'
  | 'turn-too-long'
  | 'name-too-long'
  | 'email-too-long';

const blankAsNull = (text: string | null | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * A conversation as it is stored: names and emails trimmed (blank is none), empty turns dropped, and the first
 * and latest messages taken from what the visitor said. A conversation in which the visitor said nothing is
 * no lead.
 */
export function chatConversationRecord(input: {
  readonly conversationKey: string;
  readonly name?: string | null;
  readonly email?: string | null;
  readonly userId?: number | null;
  readonly interestLevel?: AssessedInterestLevel;
  readonly turns: readonly ConversationTurn[];
}): Result<ChatConversationRecord, ChatConversationProblem> {
  const conversationKey = input.conversationKey.trim();
  if (conversationKey === '' || conversationKey.length > CHAT_LEAD_LIMITS.conversationKey) {
    return err('no-conversation-key');
  }
  const name = blankAsNull(input.name);
  const email = blankAsNull(input.email)?.toLowerCase() ?? null;
  if (name && name.length > CHAT_LEAD_LIMITS.name) return err('name-too-long');
  if (email && email.length > CHAT_LEAD_LIMITS.email) return err('email-too-long');
  const turns = input.turns.map((turn) => ({ ...turn, text: turn.text.trim() })).filter((turn) => turn.text !== '');
  if (turns.length > CHAT_LEAD_LIMITS.turns) return err('too-many-turns');
  if (turns.some((turn) => turn.text.length > CHAT_LEAD_LIMITS.turnText)) return err('turn-too-long');
  const said = turns.filter((turn) => turn.role === 'visitor');
  const first = said[0];
  const latest = said.at(-1);
  if (!first || !latest) return err('no-visitor-message');
  return ok({
    conversationKey,
    name,
    email,
    userId: input.userId ?? null,
    interestLevel: input.interestLevel ?? 'initial',
    turns,
    firstMessage: first.text,
    lastMessage: latest.text,
  });
}

/**
 * Marking a lead contacted (accounts spec §4): it is contacted from now, at the level `contacted`. A lead
 * already contacted stays as it is (the first contact time is kept): `changed` says whether anything happened.
 */
export function markLeadContacted(lead: ChatLead, at: Date): { readonly changed: boolean; readonly lead: ChatLead } {
  if (lead.isContacted) return { changed: false, lead };
  return {
    changed: true,
    lead: { ...lead, isContacted: true, contactedAt: at, interestLevel: 'contacted', updatedAt: at },
  };
}

const isTurn = (value: unknown): value is { role: 'visitor' | 'assistant'; text: string; at: string } => {
  if (typeof value !== 'object' || value === null) return false;
  const turn = value as Record<string, unknown>;
  return (
    (turn.role === 'visitor' || turn.role === 'assistant') &&
    typeof turn.text === 'string' &&
    typeof turn.at === 'string' &&
    !Number.isNaN(Date.parse(turn.at))
  );
};

/**
 * Turns read back from storage. Anything that is not a list of turns reads as no turns, and a malformed turn
 * is skipped (accounts spec §3: invalid conversation data is treated as empty), so one bad row cannot break
 * the page.
 */
export function readConversationTurns(stored: unknown): ConversationTurn[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isTurn).map((turn) => ({ role: turn.role, text: turn.text, at: new Date(turn.at) }));
}
