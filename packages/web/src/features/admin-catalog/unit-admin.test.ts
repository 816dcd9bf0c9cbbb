import { describe, expect, it } from 'vitest';
import { HAND_SET_UNIT_STATUSES, isHandSettable, isUnitFinal } from './unit-admin';

describe('the unit payment-status dropdown (rules §2, Unit)', () => {
  it('offers the three funding statuses; sold only comes from Mark as Sold and is final', () => {
    expect(HAND_SET_UNIT_STATUSES).toEqual([
      { value: 'available', label: 'Available' },
      { value: 'partially_funded', label: 'Partially Funded' },
      { value: 'fully_funded', label: 'Fully Funded' },
    ]);
    expect(isHandSettable('sold')).toBe(false);
    expect(isHandSettable('fully_funded')).toBe(true);
    expect(isUnitFinal('sold')).toBe(true);
    expect(isUnitFinal('fully_funded')).toBe(false);
  });
});
