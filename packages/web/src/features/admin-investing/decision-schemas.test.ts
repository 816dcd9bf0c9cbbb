import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { formatFieldMessage } from '../forms/field-message';
import { schemaMessages } from '../forms/testing/schema-messages';
import { DECISION_MESSAGES, derivedProfit, markSoldSchema, reasonOf, reasonSchema, saleOf } from './decision-schemas';

/** A message id as the admin reads it in English. */
const english = (message: string) => formatFieldMessage(englishIntl, message);

const saleMessages = (soldPrice: string, sellingCosts: string) =>
  schemaMessages(markSoldSchema, { soldPrice, sellingCosts });

describe('rejection and cancellation reasons', () => {
  it('are optional, and an empty one lets the server write its standard reason', async () => {
    expect(await schemaMessages(reasonSchema, { reason: '' })).toEqual({});
    expect(reasonOf({ reason: '  \n ' })).toBeNull();
    expect(reasonOf({ reason: '  Unit already fully committed ' })).toBe('Unit already fully committed');
  });

  it('are at most 1000 characters (spaces around them do not count)', async () => {
    expect(await schemaMessages(reasonSchema, { reason: ` ${'x'.repeat(1000)} ` })).toEqual({});
    expect(await schemaMessages(reasonSchema, { reason: 'x'.repeat(1001) })).toEqual({
      reason: 'The reason must be at most 1000 characters',
    });
  });
});

describe('Mark as Sold (rules §3)', () => {
  it('takes a sold price above zero and selling costs of zero or more, sent as typed', async () => {
    expect(await saleMessages('250000', '0')).toEqual({});
    expect(await saleMessages('250000.50', '37500.05')).toEqual({});
    expect(saleOf({ soldPrice: ' 250000.50 ', sellingCosts: '0.10' })).toEqual({
      soldPrice: '250000.50',
      sellingCosts: '0.10',
    });
  });

  it('derives the profit live, exactly, negative for a loss (issue 19 item 6)', () => {
    expect(derivedProfit('62000.00', { soldPrice: '50000', sellingCosts: '0' })).toBe('-12000.00');
    expect(derivedProfit('62000.00', { soldPrice: '80000.10', sellingCosts: '1500.05' })).toBe('16500.05');
    expect(derivedProfit('62000.00', { soldPrice: '', sellingCosts: '0' })).toBeNull();
  });

  it('refuses selling costs above the sold price', async () => {
    expect(await saleMessages('1000', '1000.01')).toEqual({ sellingCosts: english(DECISION_MESSAGES.costsAbovePrice) });
    expect(await saleMessages('1000', '1000')).toEqual({});
  });

  it('asks for both amounts', async () => {
    expect(await saleMessages('', '  ')).toEqual({
      soldPrice: 'Sold price is required',
      sellingCosts: 'Selling costs are required (enter 0 if there were none)',
    });
  });

  it('refuses a price of zero and negative costs, exactly (no float rounding of 0.001)', async () => {
    expect(await saleMessages('0', '-5')).toEqual({
      soldPrice: 'Sold price must be greater than 0',
      sellingCosts: 'Selling costs cannot be negative',
    });
    expect(await saleMessages('0.00', '-0.01')).toEqual({
      soldPrice: 'Sold price must be greater than 0',
      sellingCosts: 'Selling costs cannot be negative',
    });
    expect((await saleMessages('0.001', '0')).soldPrice).toBe('Use at most 2 decimals (cents)');
  });

  it('refuses what is not an amount, more than cents and more than 13 digits', async () => {
    expect(await saleMessages('1e6', '$100')).toEqual({
      soldPrice: english(DECISION_MESSAGES.amountFormat),
      sellingCosts: english(DECISION_MESSAGES.amountFormat),
    });
    expect(await saleMessages('100.125', '1,000')).toEqual({
      soldPrice: english(DECISION_MESSAGES.decimals),
      sellingCosts: english(DECISION_MESSAGES.amountFormat),
    });
    expect(await saleMessages('12345678901234', '9999999999999.99')).toEqual({
      soldPrice: english(DECISION_MESSAGES.tooLarge),
    });
    expect(await saleMessages('1', '12345678901234')).toMatchObject({
      sellingCosts: english(DECISION_MESSAGES.tooLarge),
    });
  });
});
