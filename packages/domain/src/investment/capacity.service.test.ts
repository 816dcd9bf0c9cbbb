import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from '../money/money.js';
import type { InvestmentStatus } from './investment.machine.js';
import { INVESTMENT_STATUSES } from './investment.machine.js';
import { checkProjectOpen, checkReservation, committedAmount, remainingCapacity } from './capacity.service.js';

const unit = (over: Partial<Parameters<typeof checkReservation>[0]['unit']> = {}) => ({
  status: 'available' as const,
  totalInvestmentNeeded: Money.of(100_000),
  minInvestmentAmount: Money.of(1_000),
  ...over,
});

describe('committed amount and remaining capacity', () => {
  it('counts pending_kyc, awaiting_payment, active and completed, never cancelled', () => {
    const rows = INVESTMENT_STATUSES.map((status, i) => ({ status, amount: Money.of(10 ** i) }));
    // 1 + 10 + 100 + 1000 (pending_kyc, awaiting_payment, active, completed); cancelled 10000 left out
    expect(committedAmount(rows).toString()).toBe('1111.00');
    expect(remainingCapacity(Money.of(5000), committedAmount(rows)).toString()).toBe('3889.00');
    expect(remainingCapacity(Money.of(1000), Money.of(1200)).toString()).toBe('0.00');
  });
});

describe('checkReservation', () => {
  it('accepts an amount that fits and reports what remains', () => {
    const r = checkReservation({ unit: unit(), committed: Money.of(60_000), amount: Money.of(40_000) });
    expect(r.ok && r.value.remainingAfter.toString()).toBe('0.00');
  });

  it('refuses over capacity, saying how much remains', () => {
    const r = checkReservation({ unit: unit(), committed: Money.of(60_000), amount: Money.of('40000.01') });
    expect(!r.ok && r.error).toMatchObject({
      code: 'INVESTMENT.CAPACITY_EXCEEDED',
      message: 'Only 40,000.00 USD remains in this unit',
    });
    expect(!r.ok && r.error.code === 'INVESTMENT.CAPACITY_EXCEEDED' && r.error.remaining.toString()).toBe('40000.00');
  });

  it('refuses anything in an archived project, even an amount that fits an open unit', () => {
    const r = checkReservation({
      unit: unit(),
      projectArchived: true,
      committed: Money.ZERO,
      amount: Money.of(5_000),
    });
    expect(!r.ok && r.error).toEqual({
      code: 'INVESTMENT.PROJECT_ARCHIVED',
      message: 'This project is archived and takes no new investments',
    });
    expect(
      checkReservation({ unit: unit(), projectArchived: false, committed: Money.ZERO, amount: Money.of(5_000) }).ok,
    ).toBe(true);
    expect(checkProjectOpen(true).ok).toBe(false);
    expect(checkProjectOpen(false).ok).toBe(true);
  });

  it('applies the larger of the unit and project minimums', () => {
    const below = checkReservation({
      unit: unit(),
      projectMinInvestment: Money.of(5_000),
      committed: Money.ZERO,
      amount: Money.of(4_999),
    });
    expect(!below.ok && below.error.code === 'INVESTMENT.BELOW_MINIMUM' && below.error.minimum.toString()).toBe(
      '5000.00',
    );
    const unitMin = checkReservation({
      unit: unit(),
      projectMinInvestment: Money.of(500),
      committed: Money.ZERO,
      amount: Money.of(999),
    });
    expect(!unitMin.ok && unitMin.error.code).toBe('INVESTMENT.BELOW_MINIMUM');
    const zero = checkReservation({
      unit: unit({ minInvestmentAmount: Money.ZERO }),
      committed: Money.ZERO,
      amount: Money.ZERO,
    });
    expect(!zero.ok && zero.error.code).toBe('INVESTMENT.BELOW_MINIMUM');
  });

  it('refuses sold and fully funded units', () => {
    for (const status of ['sold', 'fully_funded'] as const) {
      const r = checkReservation({ unit: unit({ status }), committed: Money.ZERO, amount: Money.of(1_000) });
      expect(!r.ok && r.error.code).toBe('INVESTMENT.UNIT_NOT_OPEN');
    }
  });

  it('never lets a sequence of accepted reservations exceed the target', () => {
    type Step = { kind: 'reserve'; cents: bigint } | { kind: 'cancel'; pick: number } | { kind: 'pay'; pick: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('reserve' as const), cents: fc.bigInt({ min: 0n, max: 5_000_000n }) }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.bigInt({ min: 0n, max: 200_000n }),
        fc.array(step, { maxLength: 60 }),
        (neededCents, minCents, steps) => {
          const needed = Money.fromCents(neededCents);
          const rows: { status: InvestmentStatus; amount: Money }[] = [];
          for (const s of steps) {
            if (s.kind === 'reserve') {
              const amount = Money.fromCents(s.cents);
              const before = committedAmount(rows);
              const r = checkReservation({
                unit: {
                  status: 'available',
                  totalInvestmentNeeded: needed,
                  minInvestmentAmount: Money.fromCents(minCents),
                },
                committed: before,
                amount,
              });
              if (r.ok) rows.push({ status: 'pending_kyc', amount });
              else if (r.error.code === 'INVESTMENT.CAPACITY_EXCEEDED') {
                expect(r.error.remaining.equals(remainingCapacity(needed, before))).toBe(true);
                expect(amount.greaterThan(r.error.remaining)).toBe(true);
              }
            } else if (rows.length > 0) {
              const row = rows[s.pick % rows.length]!;
              if (row.status === 'pending_kyc') row.status = s.kind === 'cancel' ? 'cancelled' : 'active';
            }
            expect(committedAmount(rows).greaterThan(needed)).toBe(false);
          }
        },
      ),
    );
  });
});
