import { describe, expect, it } from 'vitest';
import type { InvestmentStatus } from '../investment/investment.machine.js';
import { checkNotOwnRecord, checkNotOwnUnitSale, holdsPosition } from './four-eyes.rules.js';

describe('four eyes (rules §5)', () => {
  it('refuses an administrator deciding on their own record, with the subject and who must decide', () => {
    expect(checkNotOwnRecord(7, 7, 'kyc')).toEqual({
      ok: false,
      error: {
        code: 'AUTH.OWN_DECISION_FORBIDDEN',
        subject: 'kyc',
        message: 'Another administrator must decide on your own KYC verification',
      },
    });
    expect(checkNotOwnRecord(7, 7, 'application')).toMatchObject({
      ok: false,
      error: { subject: 'application', message: 'Another administrator must decide on your own application' },
    });
    expect(checkNotOwnRecord(7, 7, 'payment')).toMatchObject({
      ok: false,
      error: { message: 'Another administrator must decide on the payment of your own investment' },
    });
    expect(checkNotOwnRecord(7, 7, 'investment')).toMatchObject({ ok: false, error: { subject: 'investment' } });
    expect(checkNotOwnRecord(7, 7, 'payout')).toMatchObject({
      ok: false,
      error: { subject: 'payout', message: 'Another administrator must decide on the payout of your own investment' },
    });
  });

  it("lets an administrator decide on someone else's record", () => {
    for (const subject of ['kyc', 'application', 'investment', 'payment', 'payout'] as const) {
      expect(checkNotOwnRecord(7, 8, subject)).toEqual({ ok: true, value: undefined });
    }
  });

  const position = (userId: number, status: InvestmentStatus) => ({ userId, status });

  it('a position is any investment that is not cancelled', () => {
    for (const status of ['pending_kyc', 'awaiting_payment', 'active', 'completed'] as const) {
      expect(holdsPosition(7, [position(8, 'active'), position(7, status)])).toBe(true);
    }
    expect(holdsPosition(7, [position(7, 'cancelled'), position(8, 'active')])).toBe(false);
    expect(holdsPosition(7, [])).toBe(false);
  });

  it('refuses the sale of a unit in which the administrator holds a position, allows it otherwise', () => {
    expect(checkNotOwnUnitSale(7, [position(8, 'active'), position(7, 'awaiting_payment')])).toEqual({
      ok: false,
      error: {
        code: 'AUTH.OWN_DECISION_FORBIDDEN',
        subject: 'unit_sale',
        message: 'Another administrator must sell this unit: you hold a position in it',
      },
    });
    expect(checkNotOwnUnitSale(7, [position(8, 'active'), position(7, 'cancelled')])).toEqual({
      ok: true,
      value: undefined,
    });
  });
});
