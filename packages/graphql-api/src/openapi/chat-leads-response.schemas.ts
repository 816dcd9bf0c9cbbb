import { CHAT_INTEREST_LEVELS } from '@cobuy/domain';
import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/** The Chat Leads page's answers (presenters/chat-leads.presenter.ts), for the OpenAPI document. */

const turnJson = z.object({
  role: z.enum(['visitor', 'assistant']),
  text: z.string(),
  at: dateTime,
});

export const chatLeadJson = z.object({
  id,
  name: z.string().nullable().meta({ description: "Null: the visitor gave none (shown as 'Anonymous')" }),
  email: z.string().nullable().meta({ description: "Null: not given (shown as 'Not provided')" }),
  userId: id.nullable().meta({ description: 'The account of a visitor who was signed in (null: anonymous)' }),
  firstMessage: z.string().meta({ description: "The visitor's first message" }),
  lastMessage: z.string().meta({ description: "The visitor's latest message" }),
  interestLevel: z.enum(CHAT_INTEREST_LEVELS),
  recentTurns: z.array(turnJson).meta({ description: 'The last 3 turns of the conversation, oldest first' }),
  turnCount: z.number().int().nonnegative().meta({ description: 'Turns in the whole conversation' }),
  isContacted: z.boolean(),
  contactedAt: dateTime.nullable().meta({ description: 'Set exactly when isContacted' }),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const chatLeadListJson = z.object({
  total: z.number().int().nonnegative().meta({ description: 'Leads matching the filters, across all pages' }),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  leads: z.array(chatLeadJson).meta({ description: 'This page of the matching leads, newest first' }),
});
