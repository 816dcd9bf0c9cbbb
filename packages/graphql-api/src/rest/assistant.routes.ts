import type { AppServices } from '../composition-root.js';
import { assistantAnswerJson } from '../openapi/assistant-response.schemas.js';
import { defineRoute, type RestRoute } from './rest-route.js';

/**
 * The assistant chat (investor spec §2, §7; product rules §7), public and limited per IP. Part of the one
 * route table (api.routes.ts); understanding, retrieval and the answer live in the use cases.
 */
export function assistantRoutes(services: AppServices): readonly RestRoute[] {
  const { assistant } = services;
  const tags = ['Assistant'];
  return [
    defineRoute({
      method: 'post',
      path: '/chatbot/message',
      useCase: assistant.answerMessage,
      input: { body: 'all' },
      present: (answer) => ({ response: answer.response, actions: [...answer.actions] }),
      summary: "The assistant's answer to one message",
      description:
        '`message` (1 to 2,000 characters) and `history` (the last messages as `{role: user|assistant, content}`; ' +
        'the last 6 are read) are required shapes; `conversationId` (8 to 100 of A-Z a-z 0-9 - _) keeps the ' +
        "visitor's conversation as one chat lead; `language` (a site language code) is the answer's language " +
        'when the message does not show one. Answers in English, French, Spanish or Portuguese, from the live ' +
        'catalog and the platform rules only; actions point at real project ids. 30 messages a minute per IP.',
      tags,
      response: { description: 'The answer and its buttons', schema: assistantAnswerJson },
      errors: ['ACCOUNTS.RATE_LIMITED'],
    }),
  ];
}
