import { readRestFailure, type ApiFailure } from '../../lib/api-error';
import { readStorage, storageKeys } from '../../lib/storage';
import type { ChatAction } from './conversation';

/** A call that did not succeed: what the server said (status, code, fields), or a network failure. */
export class AssistantCallError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message ?? (failure.network ? 'network' : `status ${failure.status ?? '?'}`));
  }
}

async function post(path: string, body: unknown): Promise<unknown> {
  const token = readStorage(storageKeys.authToken);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AssistantCallError({ network: true });
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new AssistantCallError(readRestFailure(response.status, text, response.headers.get('Retry-After')));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AssistantCallError({ status: response.status, network: false });
  }
}

const ACTION_TYPES = new Set<string>(['invest', 'learn_more', 'contact']);

/** Keeps only well-formed buttons: an answer is shown even if one of its buttons is not understood. */
function readActions(value: unknown): ChatAction[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): ChatAction[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { type, label, projectId, projectTitle } = item as Record<string, unknown>;
    if (typeof type !== 'string' || !ACTION_TYPES.has(type) || typeof label !== 'string') return [];
    const project =
      typeof projectId === 'number' && Number.isInteger(projectId) && projectId > 0 ? projectId : undefined;
    // invest and learn_more lead to a project: without a real id there is nowhere to go.
    if (type !== 'contact' && project === undefined) return [];
    return [
      {
        type: type as ChatAction['type'],
        label,
        ...(project === undefined ? {} : { projectId: project }),
        ...(typeof projectTitle === 'string' ? { projectTitle } : {}),
      },
    ];
  });
}

export interface AssistantQuestion {
  message: string;
  history: { role: 'user' | 'assistant'; content: string }[];
  conversationId: string;
  language: string;
}

/** POST /api/chatbot/message (investor spec §7): the answer and its buttons. */
export async function askAssistant(question: AssistantQuestion): Promise<{ response: string; actions: ChatAction[] }> {
  const body = await post('/api/chatbot/message', question);
  const { response, actions } = (body ?? {}) as Record<string, unknown>;
  if (typeof response !== 'string' || !response.trim()) throw new AssistantCallError({ network: false });
  return { response, actions: readActions(actions) };
}

export interface ChatInterest {
  userName: string;
  userEmail: string;
  interestAmount: string;
  currency: string;
  contactPreference: string;
  contactInfo: string;
  message: string;
  projectId?: number;
  projectTitle?: string;
  conversationId: string;
}

/** POST /api/chatbot/express-interest (investor spec §5, §7): the interest as a qualified chat lead. */
export async function sendChatInterest(interest: ChatInterest): Promise<void> {
  await post('/api/chatbot/express-interest', interest);
}
