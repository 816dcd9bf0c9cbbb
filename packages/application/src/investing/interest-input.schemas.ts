import { CURRENCY_CODES, Money, type CurrencyCode } from '@cobuy/domain';
import { z } from 'zod';
import { idInput, moneyInput, optionalText } from '../shared/input-schemas.js';
import { MIN_INTEREST_AMOUNT } from './investing-errors.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/**
 * An interest from a project card or the project page (investor spec §7). `interestAmount` is USD (the screen
 * converts what the investor typed); `currency` is the one they were viewing. The contact must match the
 * preference: an email address for email, a phone number for phone or WhatsApp.
 */
export const expressInterestInput = z
  .object({
    userId: idInput.optional(),
    projectId: idInput,
    unitId: idInput.nullish(),
    unitType: optionalText(50),
    interestAmount: moneyInput.refine((m) => !m.lessThan(Money.of(MIN_INTEREST_AMOUNT)), {
      message: `The minimum interest is ${MIN_INTEREST_AMOUNT} USD`,
    }),
    currency: z
      .enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], { error: 'must be a supported currency' })
      .default('USD'),
    contactPreference: z.enum(['email', 'phone', 'whatsapp'], { error: 'must be email, phone or whatsapp' }),
    contactInfo: z
      .string({ error: 'Contact information is required' })
      .max(200, 'must be at most 200 characters')
      .transform((s) => s.trim())
      .pipe(z.string().min(1, 'Contact information is required')),
    // 500 typed by the investor, plus the unit details the project page appends.
    message: optionalText(1000),
    interestType: z.enum(['unit', 'multiple_units'], { error: 'must be unit or multiple_units' }).default('unit'),
    unitsRequested: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100')
      .default(1),
  })
  .superRefine((input, ctx) => {
    const valid = input.contactPreference === 'email' ? EMAIL.test(input.contactInfo) : PHONE.test(input.contactInfo);
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        path: ['contactInfo'],
        message:
          input.contactPreference === 'email'
            ? 'Please enter a valid email address'
            : 'Please enter a valid phone number',
      });
    }
  });
export type ExpressInterestInput = z.output<typeof expressInterestInput>;

export const applicationIdInput = z.object({ applicationId: idInput });
export type ApplicationIdInput = z.output<typeof applicationIdInput>;

export const rejectApplicationInput = z.object({ applicationId: idInput, reason: optionalText(1000) });
export type RejectApplicationInput = z.output<typeof rejectApplicationInput>;
