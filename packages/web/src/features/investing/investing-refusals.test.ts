import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import type { ApiFailure } from '../../lib/api-error';
import { serverCurrency } from '../currency/testing/server-currencies';
import { formatUsdAmount } from '../currency/format-money';
import { investingRefusalMessage, remainingFromRefusal } from './investing-refusals';

const ghs = serverCurrency('GHS');
const usd = serverCurrency('USD');
const cedis = (amount: string) => formatUsdAmount(amount, ghs);
const dollars = (amount: string) => formatUsdAmount(amount, usd);

const failure = (f: Partial<ApiFailure>): ApiFailure => ({ network: false, ...f });

describe('the server’s refusals in the page’s money format', () => {
  it('rewrites a capacity refusal from its figure, and takes the figure as the new bound', () => {
    const full = failure({
      code: 'INVESTMENT.CAPACITY_EXCEEDED',
      status: 409,
      message: 'Only 18,600.00 USD remains in this unit',
      details: { remaining: '18600.00' },
    });
    expect(investingRefusalMessage(full, cedis, englishIntl, 'A-12')).toBe(
      'Only ₵232,500.00 ($18,600.00) is left in unit A-12; the rest is reserved. Enter at most that.',
    );
    expect(investingRefusalMessage(full, dollars, englishIntl)).toBe(
      'Only $18,600.00 is left in this unit; the rest is reserved. Enter at most that.',
    );
    expect(remainingFromRefusal(full)).toBe('18600.00');
  });

  it('says the reservation limit with its figures', () => {
    const limit = failure({
      code: 'INVESTMENT.KYC_REQUIRED_FOR_MORE',
      status: 409,
      message: 'server words',
      details: {
        reason: 'total',
        limitCount: 3,
        limitTotal: '100000.00',
        openCount: 2,
        openTotal: '90000.00',
        available: '10000.00',
      },
    });
    expect(investingRefusalMessage(limit, dollars, englishIntl)).toBe(
      'Without verified KYC you can hold at most 3 unpaid reservations totalling $100,000.00; you hold 2 ' +
        '($90,000.00), so at most $10,000.00 more. Complete KYC verification to invest more.',
    );
    const byCount = failure({ ...limit, details: { ...limit.details, reason: 'count', openCount: 3 } });
    expect(investingRefusalMessage(byCount, cedis, englishIntl)).toBe(
      'Without verified KYC you can hold at most 3 unpaid reservations totalling ₵1,250,000.00 ($100,000.00); ' +
        'you hold 3 (₵1,125,000.00 ($90,000.00)). Complete KYC verification to invest more.',
    );
    expect(remainingFromRefusal(limit)).toBeNull();
  });

  it('says how long to wait when rate-limited, and keeps the server’s words when there are no figures', () => {
    expect(
      investingRefusalMessage(
        failure({ code: 'ACCOUNTS.RATE_LIMITED', status: 429, message: 'x', retryAfterSeconds: 300 }),
        dollars,
        englishIntl,
      ),
    ).toBe('Too many attempts. Try again in 5 minutes.');
    expect(
      investingRefusalMessage(
        failure({ code: 'INVESTMENT.CAPACITY_EXCEEDED', message: 'Only 5.00 USD remains in this unit' }),
        dollars,
        englishIntl,
      ),
    ).toBe('Only 5.00 USD remains in this unit');
    expect(
      investingRefusalMessage(
        failure({ code: 'INVESTMENT.UNIT_NOT_OPEN', message: 'This unit is not open for investment' }),
        dollars,
        englishIntl,
      ),
    ).toBe('This unit is not open for investment');
    expect(
      investingRefusalMessage(
        failure({ code: 'INVESTMENT.BELOW_MINIMUM', message: 'm', details: { minimum: '5000.00' } }),
        cedis,
        englishIntl,
      ),
    ).toBe('Minimum investment is ₵62,500.00 ($5,000.00)');
  });
});
