import { CURRENCY_CODES, type CurrencyCode } from '@cobuy/domain';
import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

const currencyCode = z.enum(CURRENCY_CODES as readonly CurrencyCode[] as [CurrencyCode, ...CurrencyCode[]]);
const rate = z.string().meta({ description: 'Units of this currency per 1 USD, an exact decimal string' });

/** A display currency with its current rate (presenters/currencies.presenter.ts). */
export const currencyJson = z.object({
  code: currencyCode,
  name: z.string(),
  symbol: z.string(),
  flag: z.string(),
  rate,
  decimals: z.literal([0, 2]).meta({ description: 'Fraction digits amounts are shown with (0 for JPY and KRW)' }),
});

/** One change of a currency's rate (the history; appended only). */
export const rateChangeJson = z.object({
  id,
  code: currencyCode,
  rate,
  previousRate: rate.nullable().meta({ description: 'The rate it replaced (null for the seed)' }),
  effectiveAt: dateTime.meta({ description: 'From when the rate counts (the epoch for the seed)' }),
  setAt: dateTime.meta({ description: 'When it was recorded' }),
  setBy: z
    .object({ id, email: z.string().nullable() })
    .nullable()
    .meta({ description: 'The admin who set it; null for the seed and the provider' }),
  source: z.enum(['seed', 'admin', 'provider']),
});

/** A currency's rate in force at an instant. */
export const rateAtJson = z.object({
  code: currencyCode,
  rate,
  effectiveAt: dateTime.meta({ description: 'When the rate in force at the instant asked about took effect' }),
});
