import { describe, expect, it } from 'vitest';
import { schemaMessages } from '../forms/testing/schema-messages';
import { englishIntl } from '../../i18n/testing/english-intl';
import { formatFieldMessage } from '../forms/field-message';
import { accraToday, PAYOUT_MESSAGES, payoutOf, payoutSchema, type PayoutFormValues } from './payout-schema';

/** A schema message as the admin reads it in English. */
const en = (message: string) => formatFieldMessage(englishIntl, message);

const limits = { valueReturned: '32500.00', soldOn: '2026-12-01', today: '2026-12-10' };
const valid: PayoutFormValues = {
  amount: '32500.00',
  method: 'bank_transfer',
  reference: 'GCB-1',
  paidOn: '2026-12-10',
};
const messages = (over: Partial<PayoutFormValues>) => schemaMessages(payoutSchema(limits), { ...valid, ...over });

describe('Record Payout (the server’s rules, said before the call)', () => {
  it('takes up to the value returned, to the cent', async () => {
    expect(await messages({})).toEqual({});
    expect(await messages({ amount: '1' })).toEqual({});
    expect(await messages({ amount: '32500.01' })).toEqual({ amount: en(PAYOUT_MESSAGES.amountTooHigh('32500.00')) });
    expect(await messages({ amount: '0' })).toEqual({ amount: en(PAYOUT_MESSAGES.amountPositive) });
    expect(await messages({ amount: '10.001' })).toEqual({ amount: en(PAYOUT_MESSAGES.decimals) });
    expect(await messages({ amount: '1e4' })).toEqual({ amount: en(PAYOUT_MESSAGES.amountFormat) });
    expect(await messages({ amount: '' })).toEqual({ amount: en(PAYOUT_MESSAGES.amountRequired) });
  });

  it('needs a method and the transfer’s reference (at most 100 characters)', async () => {
    expect(await messages({ method: '' })).toEqual({ method: en(PAYOUT_MESSAGES.methodRequired) });
    expect(await messages({ reference: '   ' })).toEqual({ reference: en(PAYOUT_MESSAGES.referenceRequired) });
    expect(await messages({ reference: 'x'.repeat(101) })).toEqual({ reference: en(PAYOUT_MESSAGES.referenceTooLong) });
  });

  it('is dated between the sale and today', async () => {
    expect(await messages({ paidOn: '2026-12-01' })).toEqual({});
    expect(await messages({ paidOn: '2026-12-11' })).toEqual({ paidOn: en(PAYOUT_MESSAGES.dateFuture) });
    expect(await messages({ paidOn: '2026-11-30' })).toEqual({
      paidOn: en(PAYOUT_MESSAGES.dateBeforeSale('2026-12-01')),
    });
    expect(await messages({ paidOn: '2026-02-30' })).toEqual({ paidOn: en(PAYOUT_MESSAGES.dateFormat) });
    expect(await messages({ paidOn: '' })).toEqual({ paidOn: en(PAYOUT_MESSAGES.dateRequired) });
    expect(en(PAYOUT_MESSAGES.dateBeforeSale('2026-12-01'))).toBe(
      'The payout date cannot be before the sale, on 2026-12-01',
    );
  });

  it('sends the exact decimals and the trimmed reference; today is Accra’s (GMT) day', () => {
    expect(payoutOf(9, { ...valid, amount: ' 32500.50 ', reference: ' GCB-1 ' })).toEqual({
      investmentId: 9,
      amount: '32500.50',
      method: 'bank_transfer',
      reference: 'GCB-1',
      paidOn: '2026-12-10',
    });
    expect(accraToday(new Date('2026-12-10T23:30:00Z'))).toBe('2026-12-10');
  });
});
