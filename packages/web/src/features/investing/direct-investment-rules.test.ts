import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { formatFieldMessage } from '../forms/field-message';
import { schemaMessages } from '../forms/testing/schema-messages';
import { serverCurrency } from '../currency/testing/server-currencies';
import { formatUsdAmount } from '../currency/format-money';
import {
  checkDirectAmount,
  directInvestmentMinimum,
  isUnitOpenForInvesting,
  ownershipPreview,
  profitPreview,
  unitRemaining,
  type DirectAmountCheck,
} from './direct-investment-rules';
import { directInvestmentSchema } from './direct-investment-schema';

/** A check as the investor reads it: its message in English. */
const said = (check: DirectAmountCheck) =>
  check.ok || check.message === null ? check : { ...check, message: formatFieldMessage(englishIntl, check.message) };

describe('direct investment amount (investor spec §5)', () => {
  it('takes the larger of the project’s and the unit’s minimum, as the server does', () => {
    expect(directInvestmentMinimum('1000.00', '500.00')).toBe('1000.00');
    expect(directInvestmentMinimum('1000.00', '2500.00')).toBe('2500.00');
  });

  const wide = { minimum: '1000.00', remaining: '100000.00' };

  it('says nothing while empty, and names the minimum in dollars when below it', () => {
    expect(said(checkDirectAmount('  ', wide, 'A1'))).toEqual({ ok: false, reason: 'empty', message: null });
    expect(said(checkDirectAmount('999.99', wide, 'A1'))).toEqual({
      ok: false,
      reason: 'below',
      message: 'Minimum investment is $1,000.00',
    });
    expect(said(checkDirectAmount('25000', { minimum: '25000.00', remaining: '25000.00' }, 'A1'))).toEqual({
      ok: true,
      amount: '25000.00',
    });
    expect(said(checkDirectAmount('1e5', wide, 'A1'))).toMatchObject({ ok: false, reason: 'format' });
  });

  it('knows what the unit has left: needed minus confirmed funding, never below zero', () => {
    expect(unitRemaining({ totalInvestmentNeeded: '62000.00', currentInvestment: '43400.00' })).toBe('18600.00');
    expect(unitRemaining({ totalInvestmentNeeded: '62000.00', currentInvestment: '0.00' })).toBe('62000.00');
    expect(unitRemaining({ totalInvestmentNeeded: '62000.00', currentInvestment: '62000.01' })).toBe('0.00');
  });

  it('bounds the amount by what is left, and says so in the page’s money (display currency, dollars beside)', () => {
    const ghs = serverCurrency('GHS');
    const cedis = (usd: string) => formatUsdAmount(usd, ghs);
    const bounds = { minimum: '5000.00', remaining: '18600.00' };
    expect(said(checkDirectAmount('100000', bounds, 'A-12', cedis))).toEqual({
      ok: false,
      reason: 'above',
      message: 'Only ₵232,500.00 ($18,600.00) is left in unit A-12: enter at most that',
    });
    expect(said(checkDirectAmount('18600.01', bounds, 'A-12'))).toMatchObject({ ok: false, reason: 'above' });
    expect(said(checkDirectAmount('18600', bounds, 'A-12'))).toEqual({ ok: true, amount: '18600.00' });
    expect(said(checkDirectAmount('4999.99', bounds, 'A-12', cedis))).toEqual({
      ok: false,
      reason: 'below',
      message: 'Minimum investment is ₵62,500.00 ($5,000.00)',
    });
    // Less left than the minimum: no amount fits, whatever is typed.
    expect(said(checkDirectAmount('', { minimum: '5000.00', remaining: '3000.00' }, 'A-12'))).toEqual({
      ok: false,
      reason: 'closed',
      message:
        'Only $3,000.00 is left in unit A-12, below the minimum investment of $5,000.00: this unit cannot take a new investment',
    });
  });

  it('validates the confirmation form: the amount and the required tick', async () => {
    const schema = directInvestmentSchema(wide, 'A1');
    expect(await schemaMessages(schema, { amount: '', confirmed: false })).toEqual({
      confirmed: 'Please confirm the investment details and risks to proceed',
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

  it('never previews more than the whole unit', () => {
    expect(ownershipPreview('100000.00', '62000.00')).toBe('100.00');
    expect(ownershipPreview('62000.00', '62000.00')).toBe('100.00');
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
