import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import {
  positionReturns,
  returnsCurrencies,
  returnsTotals,
  type PositionRates,
  type ReturnsPosition,
} from './position-returns.js';

const paidAt = new Date('2026-03-02T10:00:00Z');
const position = (over: Partial<ReturnsPosition> = {}): ReturnsPosition => ({
  investmentId: 7,
  projectId: 3,
  projectTitle: 'Airport Residential',
  unitId: 11,
  status: 'completed',
  amount: Money.of('1000.00'),
  currentValue: Money.of('1150.00'),
  paidAt,
  ...over,
});
const RATES: readonly PositionRates[] = [
  { code: 'USD', atPayment: '1', today: '1' },
  { code: 'GHS', atPayment: '12.5', today: '15.2' },
  { code: 'GBP', atPayment: '0.79', today: '0.74' },
];

/** A currency's figures as text, to compare whole rows at once. */
const text = (p: ReturnType<typeof positionReturns>) =>
  p.currencies.map((c) => ({
    code: c.code,
    contribution: [c.contribution.atPayment.toString(), c.contribution.today.toString()],
    value: [c.value.atPayment.toString(), c.value.today.toString()],
    propertyReturn: c.propertyReturn.toString(),
    currencyEffect: c.currencyEffect.toString(),
    totalReturn: c.totalReturn.toString(),
  }));

describe('returns in cedis and the home currency', () => {
  it('splits a sold position into the property return and the currency effect, in USD, GHS and GBP', () => {
    const returns = positionReturns(position(), RATES);
    expect(returns.valueBasis).toBe('sale');
    expect(returns.paidAt).toBe(paidAt);
    expect(text(returns)).toEqual([
      {
        code: 'USD',
        contribution: ['1000.00', '1000.00'],
        value: ['1150.00', '1150.00'],
        propertyReturn: '150.00',
        currencyEffect: '0.00',
        totalReturn: '150.00',
      },
      {
        code: 'GHS',
        contribution: ['12500.00', '15200.00'],
        value: ['14375.00', '17480.00'],
        propertyReturn: '1875.00',
        currencyEffect: '3105.00',
        totalReturn: '4980.00',
      },
      {
        code: 'GBP',
        contribution: ['790.00', '740.00'],
        value: ['908.50', '851.00'],
        propertyReturn: '118.50',
        currencyEffect: '-57.50',
        totalReturn: '61.00',
      },
    ]);
    expect(returns.currencies[1]).toMatchObject({ rateAtPayment: '12.5', rateToday: '15.2' });
  });

  it('values an unsold position at its contribution: no property return, only the currency can have moved', () => {
    const returns = positionReturns(
      position({ status: 'active', amount: Money.of('2500.50'), currentValue: Money.of('2500.50') }),
      RATES.slice(0, 2),
    );
    expect(returns.valueBasis).toBe('contribution');
    expect(text(returns)[1]).toEqual({
      code: 'GHS',
      contribution: ['31256.25', '38007.60'],
      value: ['31256.25', '38007.60'],
      propertyReturn: '0.00',
      currencyEffect: '6751.35',
      totalReturn: '6751.35',
    });
  });

  it('shows a loss on the sale and a weaker cedi as two negative parts', () => {
    const returns = positionReturns(position({ currentValue: Money.of('900.00') }), [
      { code: 'GHS', atPayment: '12.5', today: '11' },
    ]);
    expect(text(returns)).toEqual([
      {
        code: 'GHS',
        contribution: ['12500.00', '11000.00'],
        value: ['11250.00', '9900.00'],
        propertyReturn: '-1250.00',
        currencyEffect: '-1350.00',
        totalReturn: '-2600.00',
      },
    ]);
  });

  it('rounds each converted amount half-up once, so the two parts add up to the total exactly', () => {
    const returns = positionReturns(position({ amount: Money.of('333.33'), currentValue: Money.of('10.01') }), [
      { code: 'GBP', atPayment: '0.123457', today: '0.123456' },
      { code: 'JPY', atPayment: '150.5', today: '151' },
    ]);
    const [gbp, jpy] = text(returns);
    // 333.33 × 0.123457 = 41.15192181 → 41.15; 10.01 × 0.123457 = 1.23580457 → 1.24; × 0.123456 → 1.23579456 → 1.24.
    expect(gbp).toMatchObject({ contribution: ['41.15', '41.15'], value: ['1.24', '1.24'], totalReturn: '-39.91' });
    // 10.01 × 150.5 = 1506.505 → 1506.51 (hundredths are kept; the screen shows yen without decimals).
    expect(jpy).toMatchObject({ value: ['1506.51', '1511.51'], currencyEffect: '5.00' });
    for (const c of returns.currencies) {
      expect(c.propertyReturn.add(c.currencyEffect).equals(c.totalReturn)).toBe(true);
    }
  });

  it('shows USD and GHS, and the home currency when it is another one', () => {
    expect(returnsCurrencies(null)).toEqual(['USD', 'GHS']);
    expect(returnsCurrencies('GHS')).toEqual(['USD', 'GHS']);
    expect(returnsCurrencies('USD')).toEqual(['USD', 'GHS']);
    expect(returnsCurrencies('EUR')).toEqual(['USD', 'GHS', 'EUR']);
  });

  it('has no returns for a position not paid for', () => {
    for (const status of ['pending_kyc', 'awaiting_payment', 'cancelled'] as const) {
      expect(() => positionReturns(position({ status }), RATES)).toThrow(RangeError);
    }
  });

  it('totals each currency across positions, each at its own payment-date rate', () => {
    const sold = positionReturns(position(), RATES);
    const held = positionReturns(position({ investmentId: 8, status: 'active', currentValue: Money.of('1000.00') }), [
      { code: 'USD', atPayment: '1', today: '1' },
      { code: 'GHS', atPayment: '14', today: '15.2' },
      { code: 'GBP', atPayment: '0.8', today: '0.74' },
    ]);
    const totals = returnsTotals([sold, held], ['GHS', 'GBP']);
    expect(
      totals.map((t) =>
        [t.code, t.contribution.atPayment, t.value.today, t.propertyReturn, t.currencyEffect, t.totalReturn].map(
          String,
        ),
      ),
    ).toEqual([
      // 12,500 + 14,000 paid; 17,480 + 15,200 now; 1,875 + 0 from the property; 3,105 + 1,200 from the cedi.
      ['GHS', '26500.00', '32680.00', '1875.00', '4305.00', '6180.00'],
      // 790 + 800 paid; 851 + 740 now; 118.50 + 0; −57.50 − 60.
      ['GBP', '1590.00', '1591.00', '118.50', '-117.50', '1.00'],
    ]);
  });
});
