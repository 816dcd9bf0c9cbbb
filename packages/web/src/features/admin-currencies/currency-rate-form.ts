import * as yup from 'yup';
import { fieldMessage } from '../forms/field-message';

/** The server's bounds (numeric(18,6)); it checks every rule again and answers in `fields`. */
export const RATE_LIMITS = { maxDecimals: 6, maxIntegerDigits: 12 } as const;

/**
 * The server's messages for `rate` (application/src/currencies: parseRate's reasons), as catalog ids of the
 * `adminCurrencies` area (docs/i18n.md, "Validation messages"); English is the server's wording.
 */
const RATE_MESSAGES = {
  number: fieldMessage('adminCurrencies.validation.number'),
  positive: fieldMessage('adminCurrencies.validation.positive'),
  decimals: fieldMessage('adminCurrencies.validation.decimals', { max: RATE_LIMITS.maxDecimals }),
  digits: fieldMessage('adminCurrencies.validation.digits', { max: RATE_LIMITS.maxIntegerDigits }),
} as const;

/**
 * A rate as the interface language writes numbers ('1,650.5' in English, '1 650,5' in French), its exact digits
 * kept (a numeric string, not a float); as it came if Intl cannot read it.
 */
export function formatRate(rate: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: RATE_LIMITS.maxDecimals }).format(
      rate as Intl.StringNumericLiteral,
    );
  } catch {
    return rate;
  }
}

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
