import { LANGUAGE_CODES } from '@cobuy/domain';
import { z } from 'zod';

/** Bounds of what the widget sends (investor spec §7, §9): a question, and the last messages as context. */
export const ASSISTANT_INPUT_LIMITS = {
  message: 2000,
  historyContent: 4000,
  /** The widget sends the last 6; a little more is accepted, and only the last 6 are read. */
  historyItems: 20,
  historyRead: 6,
  conversationId: 100,
} as const;

/** The site's fifteen languages (one list, in the domain). */
export const SITE_LANGUAGES = LANGUAGE_CODES;

const historyItem = z.object({
  role: z.enum(['user', 'assistant'], { error: 'must be user or assistant' }),
  content: z
    .string({ error: 'must be text' })
    .max(ASSISTANT_INPUT_LIMITS.historyContent, `must be at most ${ASSISTANT_INPUT_LIMITS.historyContent} characters`),
});

export const answerMessageInput = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, { error: 'Please type a message' })
    .max(ASSISTANT_INPUT_LIMITS.message, {
      error: `Message must be at most ${ASSISTANT_INPUT_LIMITS.message} characters`,
    }),
  history: z
    .array(historyItem, { error: 'must be a list of messages' })
    .max(ASSISTANT_INPUT_LIMITS.historyItems, `must hold at most ${ASSISTANT_INPUT_LIMITS.historyItems} messages`)
    .optional()
    .transform((h) => (h ?? []).slice(-ASSISTANT_INPUT_LIMITS.historyRead)),
  /** The widget's key for this visitor's conversation (one chat lead per key). */
  conversationId: z
    .string({ error: 'must be text' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'must be 8 to 100 letters, digits, - or _' })
    .optional(),
  /** The site's language picker: the answer's language when the message itself does not say. */
  language: z.enum(SITE_LANGUAGES, { error: 'must be one of the site languages' }).optional(),
});
export type AnswerMessageInput = z.output<typeof answerMessageInput>;
