import * as yup from 'yup';

/** The server's bounds (numeric(18,6)); it checks every rule again and answers in `fields`. */
export const RATE_LIMITS = { maxDecimals: 6, maxIntegerDigits: 12 } as const;

/** The server's messages for `rate` (application/src/currencies: parseRate's reasons). */
export const RATE_MESSAGES = {
  number: 'must be a number',
  positive: 'must be greater than 0',
  decimals: `must have at most ${RATE_LIMITS.maxDecimals} decimals`,
  digits: `must have at most ${RATE_LIMITS.maxIntegerDigits} digits before the point`,
} as const;

export interface CurrencyRateFormValues {
  rate: string;
}

/** A rate per 1 USD as the admin types it: a plain decimal above 0, at most 6 decimals. */
export const currencyRateSchema = yup.object({
  rate: yup
    .string()
    .default('')
    .test('rate', function check(value) {
      const text = (value ?? '').trim();
      const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
      if (!match) return this.createError({ message: RATE_MESSAGES.number });
      if ((match[2] ?? '').length > RATE_LIMITS.maxDecimals)
        return this.createError({ message: RATE_MESSAGES.decimals });
      if (match[1]!.replace(/^0+(?=\d)/, '').length > RATE_LIMITS.maxIntegerDigits) {
        return this.createError({ message: RATE_MESSAGES.digits });
      }
      if (/^[0.]*$/.test(text)) return this.createError({ message: RATE_MESSAGES.positive });
      return true;
    }),
});
