import { z } from 'zod';
import { emailField } from '../../accounts/accounts-input.schemas.js';
import { idInput, moneyInput } from '../../shared/input-schemas.js';

/** The chat interest dialog's choices (investor spec §5). */
export const CHAT_INTEREST_CURRENCIES = ['USD', 'GHS', 'EUR', 'GBP'] as const;
export const CHAT_CONTACT_PREFERENCES = ['email', 'phone', 'whatsapp'] as const;
export type ChatContactPreference = (typeof CHAT_CONTACT_PREFERENCES)[number];

/** The dialog's labels ('Phone Call', 'WhatsApp') are accepted as well as the codes. */
const PREFERENCE_LABELS: Readonly<Record<string, ChatContactPreference>> = {
  email: 'email',
  phone: 'phone',
  'phone call': 'phone',
  call: 'phone',
  whatsapp: 'whatsapp',
};

/** Investor spec §5: 'Missing Information / Please fill in all required fields'. */
export const CHAT_INTEREST_MISSING = 'Please fill in all required fields';

const required = (max: number) =>
  z
    .string({ error: CHAT_INTEREST_MISSING })
    .trim()
    .min(1, { error: CHAT_INTEREST_MISSING })
    .max(max, { error: `must be at most ${max} characters` });

const optional = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

export const expressChatInterestInput = z.object({
  userName: required(200),
  userEmail: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    emailField(),
  ),
  interestAmount: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), moneyInput)
    .refine((m) => !m.isZero(), { error: 'must be more than 0' }),
  currency: z.enum(CHAT_INTEREST_CURRENCIES, { error: `must be one of ${CHAT_INTEREST_CURRENCIES.join(', ')}` }),
  contactPreference: z.preprocess(
    (v) => (typeof v === 'string' ? (PREFERENCE_LABELS[v.trim().toLowerCase()] ?? v) : v),
    z.enum(CHAT_CONTACT_PREFERENCES, { error: 'must be email, phone or whatsapp' }),
  ),
  contactInfo: required(200),
  /** Investor spec §9: a message is at most 500 characters. */
  message: optional(500),
  projectId: idInput.nullish(),
  /** Sent by the widget; the server names the project from the catalog, never from these. */
  projectTitle: optional(200),
  projectLocation: optional(200),
  conversationId: z
    .string({ error: 'must be text' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'must be 8 to 100 letters, digits, - or _' })
    .optional(),
});
export type ExpressChatInterestInput = z.output<typeof expressChatInterestInput>;
