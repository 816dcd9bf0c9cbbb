import type { IntlShape } from 'react-intl';
import { isRateLimited, rateLimitMessage, type ApiFailure } from '../../lib/api-error';
import { isDecimal } from '../../lib/decimal';
import type { MoneyText } from './direct-investment-rules';

/**
 * The server's refusals of an interest or an investment, said with the page's own money format. The server's
 * message names amounts as '18,600.00 USD'; the figures it sends in `details` are rewritten here with `money`
 * (the display currency, with the dollars beside it), so the refusal reads like the rest of the page. A refusal
 * without figures keeps the server's words. The words are the `investing` area's, in the interface language.
 */

const text = (details: ApiFailure['details'], key: string): string | null => {
  const value = details?.[key];
  return typeof value === 'string' && isDecimal(value) ? value : null;
};
const count = (details: ApiFailure['details'], key: string): number | null => {
  const value = details?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
};

/**
 * What to tell the investor about a failed interest or investment, or undefined when the server said nothing
 * the screen can use (the caller's generic message then stands).
 */
export function investingRefusalMessage(
  failure: ApiFailure,
  money: MoneyText,
  intl: Pick<IntlShape, 'formatMessage'>,
  unitNumber?: string,
): string | undefined {
  const { details } = failure;
  if (isRateLimited(failure)) return rateLimitMessage(intl, failure.retryAfterSeconds);
  switch (failure.code) {
    case 'INVESTMENT.CAPACITY_EXCEEDED': {
      const remaining = text(details, 'remaining');
      if (remaining === null) break;
      return unitNumber
        ? intl.formatMessage(
            { id: 'investing.refusal.capacityUnit' },
            { remaining: money(remaining), unit: unitNumber },
          )
        : intl.formatMessage({ id: 'investing.refusal.capacity' }, { remaining: money(remaining) });
    }
    case 'INVESTMENT.BELOW_MINIMUM': {
      const minimum = text(details, 'minimum');
      if (minimum === null) break;
      return intl.formatMessage({ id: 'investing.amount.minimum' }, { minimum: money(minimum) });
    }
    case 'INVESTMENT.KYC_REQUIRED_FOR_MORE': {
      const limitCount = count(details, 'limitCount');
      const openCount = count(details, 'openCount');
      const limitTotal = text(details, 'limitTotal');
      const openTotal = text(details, 'openTotal');
      const available = text(details, 'available');
      if (limitCount === null || openCount === null || limitTotal === null || openTotal === null) break;
      const values = { limitCount, openCount, limitTotal: money(limitTotal), openTotal: money(openTotal) };
      return details?.reason === 'total' && available !== null
        ? intl.formatMessage({ id: 'investing.refusal.kycLimitTotal' }, { ...values, available: money(available) })
        : intl.formatMessage({ id: 'investing.refusal.kycLimit' }, values);
    }
  }
  return failure.message;
}

/** The bound a capacity refusal sets: what the server found left in the unit, when it said. */
export const remainingFromRefusal = (failure: ApiFailure): string | null =>
  failure.code === 'INVESTMENT.CAPACITY_EXCEEDED' ? text(failure.details, 'remaining') : null;
