import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPLICATION_STATUSES } from '../application/application.machine.js';
import { Money } from '../money/money.js';
import { MoneyTotal } from '../money/money-total.js';
import { INVESTMENT_STATUSES } from './investment.machine.js';
import {
  checkReservationLimit,
  openReservationsOf,
  UNVERIFIED_RESERVATION_LIMIT,
  type OpenReservations,
} from './reservation-limit.service.js';

const holding = (count: number, total: string | number): OpenReservations => ({
  count,
  total: MoneyTotal.of(Money.of(total)),
});

describe('open unpaid reservations', () => {
  it('counts unpaid investments and approved applications waiting for KYC, nothing else', () => {
    const investments = INVESTMENT_STATUSES.map((status, i) => ({ status, amount: Money.of(10 ** i) }));
    const applications = APPLICATION_STATUSES.map((status, i) => ({ status, interestAmount: Money.of(i + 1) }));
    const open = openReservationsOf(investments, applications);
    // pending_kyc 1 + awaiting_payment 10; approved 2 + awaiting_kyc 3 + pending_kyc 4
    expect(open.count).toBe(5);
    expect(open.total.toString()).toBe('20.00');
  });
});

describe('checkReservationLimit', () => {
  it('is 3 reservations and 100,000.00 USD', () => {
    expect(UNVERIFIED_RESERVATION_LIMIT.count).toBe(3);
    expect(UNVERIFIED_RESERVATION_LIMIT.total.toString()).toBe('100000.00');
  });

  it('lets an investor without KYC take a third reservation, and refuses the fourth, naming the figures', () => {
    expect(checkReservationLimit({ kycValid: false, open: holding(2, 20_000), amount: Money.of(1_000) }).ok).toBe(true);
    const r = checkReservationLimit({ kycValid: false, open: holding(3, 30_000), amount: Money.of(1_000) });
    expect(!r.ok && r.error).toMatchObject({
      code: 'INVESTMENT.KYC_REQUIRED_FOR_MORE',
      reason: 'count',
      open: { count: 3 },
      message:
        'Without verified KYC you can hold at most 3 unpaid reservations totalling 100,000.00 USD; you hold 3 ' +
        '(30,000.00 USD). Complete KYC verification to invest more.',
    });
  });

  it('refuses an amount that takes the sum past 100,000.00 USD, saying how much more fits', () => {
    const exact = checkReservationLimit({ kycValid: false, open: holding(1, 60_000), amount: Money.of(40_000) });
    expect(exact.ok).toBe(true);
    const r = checkReservationLimit({ kycValid: false, open: holding(1, 60_000), amount: Money.of('40000.01') });
    expect(!r.ok && r.error).toMatchObject({
      code: 'INVESTMENT.KYC_REQUIRED_FOR_MORE',
      reason: 'total',
      message:
        'Without verified KYC you can hold at most 3 unpaid reservations totalling 100,000.00 USD; you hold 1 ' +
        '(60,000.00 USD), so at most 40,000.00 USD more. Complete KYC verification to invest more.',
    });
    expect(!r.ok && r.error.available.toString()).toBe('40000.00');
    const first = checkReservationLimit({ kycValid: false, open: holding(0, 0), amount: Money.of('100000.01') });
    expect(!first.ok && first.error.reason).toBe('total');
  });

  it('does not limit an investor with valid KYC', () => {
    expect(checkReservationLimit({ kycValid: true, open: holding(40, 5_000_000), amount: Money.of(900_000) }).ok).toBe(
      true,
    );
  });

  it('never lets an investor without KYC hold more than 3 reservations or 100,000.00 USD', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 6_000_000n }), { maxLength: 30 }), (amounts) => {
        let open = holding(0, 0);
        for (const cents of amounts) {
          const amount = Money.fromCents(cents);
          if (checkReservationLimit({ kycValid: false, open, amount }).ok) {
            open = { count: open.count + 1, total: open.total.add(amount) };
          }
          expect(open.count).toBeLessThanOrEqual(3);
          expect(open.total.compare(Money.of(100_000))).toBeLessThan(1);
        }
      }),
    );
  });
});
