import { describe, expect, it } from 'vitest';
import { schemaMessages } from '../forms/testing/schema-messages';
import {
  checkDirectAmount,
  directInvestmentMinimum,
  isUnitOpenForInvesting,
  ownershipPreview,
  profitPreview,
} from './direct-investment-rules';
import { CONFIRM_RISKS_MESSAGE, directInvestmentSchema } from './direct-investment-schema';

describe('direct investment amount (investor spec §5)', () => {
  it('takes the larger of the project’s and the unit’s minimum, as the server does', () => {
    expect(directInvestmentMinimum('1000.00', '500.00')).toBe('1000.00');
    expect(directInvestmentMinimum('1000.00', '2500.00')).toBe('2500.00');
  });

  it('says nothing while empty, and names the minimum in dollars when below it', () => {
    expect(checkDirectAmount('  ', '1000.00')).toEqual({ ok: false, reason: 'empty', message: null });
    expect(checkDirectAmount('999.99', '1000.00')).toEqual({
      ok: false,
      reason: 'below',
      message: 'Minimum investment is $1,000.00',
    });
    expect(checkDirectAmount('25000', '25000.00')).toEqual({ ok: true, amount: '25000.00' });
    expect(checkDirectAmount('1e5', '1000.00')).toMatchObject({ ok: false, reason: 'format' });
  });

  it('validates the confirmation form: the amount and the required tick', async () => {
    const schema = directInvestmentSchema('1000.00');
    expect(await schemaMessages(schema, { amount: '', confirmed: false })).toEqual({
      confirmed: CONFIRM_RISKS_MESSAGE,
    });
    expect(await schemaMessages(schema, { amount: '500', confirmed: true })).toEqual({
      amount: 'Minimum investment is $1,000.00',
    });
    expect(await schemaMessages(schema, { amount: '1000', confirmed: true })).toEqual({});
  });
});

describe('direct investment preview (investor spec §5 and §9)', () => {
  it('computes ownership as amount / unit price × 100 to 2 decimals', () => {
    expect(ownershipPreview('25000.00', '250000.00')).toBe('10.00');
    expect(ownershipPreview('10000.00', '300000.00')).toBe('3.33');
    expect(ownershipPreview('20000.00', '30000.00')).toBe('66.67');
    expect(ownershipPreview('1000.00', '0.00')).toBe('0.00');
  });

  it('previews a fixed 15% profit and the amount plus it', () => {
    expect(profitPreview('25000.00')).toEqual({ profit: '3750.00', total: '28750.00' });
    expect(profitPreview('1000.10')).toEqual({ profit: '150.02', total: '1150.12' });
  });

  it('lets only available and partially funded units be chosen', () => {
    expect(isUnitOpenForInvesting('available')).toBe(true);
    expect(isUnitOpenForInvesting('partially_funded')).toBe(true);
    expect(isUnitOpenForInvesting('fully_funded')).toBe(false);
    expect(isUnitOpenForInvesting('sold')).toBe(false);
  });
});
