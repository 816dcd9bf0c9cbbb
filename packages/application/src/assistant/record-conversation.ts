import {
  CHAT_LEAD_LIMITS,
  chatConversationRecord,
  leadLevelOf,
  raiseLeadLevel,
  understandMessage,
  type AssessedLeadLevel,
  type CatalogVocabulary,
  type ChatLead,
  type ChatLeadStore,
  type ConversationTurn,
} from '@cobuy/domain';

/**
 * Adds turns to a visitor's conversation, kept as one chat lead under its key (product rules §7): the stored
 * turns and the new ones (the last 200), the level from everything the visitor said (never lower than it was,
 * nor than `atLeast`), an email the visitor typed, and the name, email and account given. Runs in the caller's
 * transaction, holding the conversation's lock. Null when there is nothing to record (no visitor message).
 */
export async function recordConversation(
  store: ChatLeadStore,
  input: {
    readonly conversationKey: string;
    readonly turns: readonly ConversationTurn[];
    readonly vocabulary: CatalogVocabulary;
    readonly at: Date;
    readonly name?: string | null;
    readonly email?: string | null;
    readonly userId?: number | null;
    readonly atLeast?: AssessedLeadLevel;
  },
): Promise<ChatLead | null> {
  const stored = await store.chatLeads.lockConversation(input.conversationKey);
  const fit = (turn: ConversationTurn): ConversationTurn => ({
    ...turn,
    text: turn.text.slice(0, CHAT_LEAD_LIMITS.turnText),
  });
  const turns = [...(stored?.turns ?? []), ...input.turns.map(fit)].slice(-CHAT_LEAD_LIMITS.turns);
  const said = turns.filter((t) => t.role === 'visitor').map((t) => understandMessage(t.text, input.vocabulary));
  const storedLevel = stored && stored.interestLevel !== 'contacted' ? stored.interestLevel : null;
  const level = raiseLeadLevel(raiseLeadLevel(storedLevel, leadLevelOf(said)), input.atLeast ?? 'initial');
  const typedEmail = said.map((u) => u.email).findLast((e) => e !== null && e.length <= CHAT_LEAD_LIMITS.email);
  const record = chatConversationRecord({
    conversationKey: input.conversationKey,
    name: input.name ?? null,
    email: input.email ?? typedEmail ?? null,
    userId: input.userId ?? null,
    interestLevel: level,
    turns,
  });
  if (!record.ok) return null;
  return store.chatLeads.record(record.value, input.at);
}
