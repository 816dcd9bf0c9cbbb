/** One line of the chat. `history: false` keeps the greeting and local notes out of what the server is sent. */
export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  actions: readonly ChatAction[];
  /** Not sent back as history: the greeting, replies made in the browser, confirmations. */
  local?: boolean;
}

/** A button under an answer (investor spec §2): a real project's id and title for invest and learn_more. */
export interface ChatAction {
  type: 'invest' | 'learn_more' | 'contact';
  label: string;
  projectId?: number;
  projectTitle?: string;
}

/** Investor spec §9: the last 6 messages go with a question. */
const HISTORY_SENT = 6;

/** Investor spec §9 and the server's limit (docs/assistant.md, "Limits"). */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * The last 6 messages of the conversation before the new one, as the server reads them. The greeting and replies
 * made in the browser are left out: the server did not say them, and the fallback's words are not the catalog's.
 */
export function historyToSend(messages: readonly ChatMessage[]): { role: 'user' | 'assistant'; content: string }[] {
  return messages
    .filter((message) => !message.local)
    .slice(-HISTORY_SENT)
    .map(({ role, content }) => ({ role, content }));
}

const CONVERSATION_KEY = 'assistant-conversation';

/**
 * This tab's conversation key (docs/assistant.md, "Chat leads"): one chat lead per conversation. Kept in session
 * storage, so a reload continues the lead and a new tab starts another; made fresh when storage is unavailable.
 */
export function conversationId(): string {
  try {
    const kept = window.sessionStorage.getItem(CONVERSATION_KEY);
    if (kept && /^[A-Za-z0-9_-]{8,100}$/.test(kept)) return kept;
    const made = newConversationId();
    window.sessionStorage.setItem(CONVERSATION_KEY, made);
    return made;
  } catch {
    return newConversationId();
  }
}

function newConversationId(): string {
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
