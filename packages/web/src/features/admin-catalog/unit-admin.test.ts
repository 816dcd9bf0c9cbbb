import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { HAND_SET_UNIT_STATUSES, isHandSettable, isUnitFinal, unitStatusLabel } from './unit-admin';

describe('the unit payment-status dropdown (rules §2, Unit)', () => {
  it('offers the three funding statuses; sold only comes from Mark as Sold and is final', () => {
    expect(HAND_SET_UNIT_STATUSES.map((status) => unitStatusLabel(englishIntl, status))).toEqual([
      'Available',
      'Partially Funded',
      'Fully Funded',
    ]);
    expect(HAND_SET_UNIT_STATUSES).toEqual(['available', 'partially_funded', 'fully_funded']);
    expect(unitStatusLabel(englishIntl, 'sold')).toBe('Sold');
    expect(isHandSettable('sold')).toBe(false);
    expect(isHandSettable('fully_funded')).toBe(true);
    expect(isUnitFinal('sold')).toBe(true);
    expect(isUnitFinal('fully_funded')).toBe(false);
  });
});
