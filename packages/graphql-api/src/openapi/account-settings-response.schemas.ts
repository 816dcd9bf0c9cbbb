import { CURRENCY_CODES, type CurrencyCode } from '@cobuy/domain';
import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';
import { LANGUAGE_CODES } from '@cobuy/domain';

/**
 * The /settings page's answers (presenters/account-settings.presenter.ts), as zod schemas for the OpenAPI
 * document. `defineRoute` checks each against its presenter's return type; tests parse real answers with them.
 */

export const profileJson = z.object({
  userId: id,
  email: z.string().meta({ description: 'The sign-in address; not changed here' }),
  firstName: z.string(),
  lastName: z.string(),
  phone: z
    .string()
    .nullable()
    .meta({ description: 'International format, `+` and 7 to 15 digits (`+233241234567`); null when none' }),
  homeCurrency: z
    .enum(CURRENCY_CODES as readonly CurrencyCode[] as [CurrencyCode, ...CurrencyCode[]])
    .nullable()
    .meta({ description: 'The currency returns are also shown in (dashboard, statements); null until chosen' }),
});

export const mailPreferencesJson = z.object({
  projectUpdates: z
    .boolean()
    .meta({ description: 'A mail for each progress update on a project you hold or applied to' }),
  applicationNews: z.boolean().meta({ description: 'A mail when an application of yours is received' }),
});

export const languagePreferenceJson = z.object({
  preferredLanguage: z.enum(LANGUAGE_CODES).nullable().meta({
    description: 'The language of your mails, notifications and server messages; null: your browser decides',
  }),
});

export const sessionSummaryJson = z.object({
  currentSession: z.object({ createdAt: dateTime, expiresAt: dateTime }),
  otherSessions: z.number().int().nonnegative().meta({ description: 'Other devices or browsers still signed in' }),
});

export const passwordChangedJson = z.object({
  message: z.string(),
  otherSessionsEnded: z.number().int().nonnegative(),
});

export const otherSessionsEndedJson = z.object({
  message: z.string(),
  sessionsEnded: z.number().int().nonnegative(),
});
