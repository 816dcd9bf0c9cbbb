import { CURRENCY_CODES, isCurrencyCode, parseRate } from '@cobuy/domain';
import { z } from 'zod';

/** A display currency's code (path `{code}`), in capitals as listed: USD, GHS, NGN, XOF, XAF, GBP, EUR, CNY, JPY, KRW. */
export const currencyCodeInput = z
  .string({ error: 'must be a currency code' })
  .refine(isCurrencyCode, { message: `must be one of ${CURRENCY_CODES.join(', ')}` })
  .meta({ description: `One of ${CURRENCY_CODES.join(', ')}` });

/** A rate per 1 USD: a number or a decimal string above 0, at most 6 decimals (rules §1; docs/currencies.md). */
export const rateInput = z
  .unknown()
  .transform((value, ctx) => {
    const parsed = parseRate(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.reason });
      return z.NEVER;
    }
    return parsed.rate;
  })
  .meta({ description: 'Units of the currency per 1 USD: a number or a decimal string, above 0, at most 6 decimals' });

/** PUT /api/secure-admin/currencies/{code} and `setCurrencyRate`: the new rate of one currency. */
export const setCurrencyRateInput = z.object({ code: currencyCodeInput, rate: rateInput });
export type SetCurrencyRateInput = z.output<typeof setCurrencyRateInput>;

/** The changes one history answer lists at most (newest first). */
export const RATE_HISTORY_LIMIT = 100;

export const currencyRateHistoryInput = z.object({ code: currencyCodeInput });
export type CurrencyRateHistoryInput = z.output<typeof currencyRateHistoryInput>;

/** GET /api/currencies/{code}/rate?at=… and `currencyRateAt`: the rate in force at an instant (now when absent). */
export const currencyRateAtInput = z.object({
  code: currencyCodeInput,
  at: z
    .string({ error: 'must be an ISO 8601 date-time' })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const instant = isoInstant(value);
      if (!instant || Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 date-time' });
        return z.NEVER;
      }
      return instant;
    })
    .meta({
      description: 'An ISO 8601 date-time (2026-11-26T12:00:00Z) or date (2026-11-26, midnight UTC); now when absent',
    }),
});
export type CurrencyRateAtInput = z.output<typeof currencyRateAtInput>;

function isoInstant(text: string): Date | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return new Date(`${trimmed}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed)) return null;
  return new Date(trimmed);
}
