import { ASSISTANT_ACTION_TYPES } from '@cobuy/application';
import { z } from 'zod';

/** The assistant's answers (investor spec §7 `/api/chatbot/*`), for the OpenAPI document. */

const actionJson = z.object({
  type: z.enum(ASSISTANT_ACTION_TYPES),
  label: z.string().meta({ description: "The button's text, in the answer's language" }),
  projectId: z.number().int().positive().optional().meta({ description: 'A real project (invest, learn_more)' }),
  projectTitle: z.string().optional(),
});

export const assistantAnswerJson = z.object({
  response: z.string().meta({ description: 'The answer, composed only from the live catalog and the platform rules' }),
  actions: z.array(actionJson).meta({ description: 'Buttons under the answer; empty when there are none' }),
});
