import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import english from '../../i18n/messages/adminInvesting/en.json';
import { testIntl } from '../../i18n/testing/test-intl';
import french from '../../i18n/messages/adminInvesting/fr.json';
import { failureToast, payoutRecordedToast, paymentConfirmedToast } from './admin-investing-toasts';

const intl = testIntl(english);

const graphQLError = (message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'INVESTMENT.CAPACITY_EXCEEDED' } }] });

describe('admin investing toasts (accounts spec §8)', () => {
  it("carry the server's reason for a refusal", () => {
    expect(failureToast(intl, 'approveInterest', graphQLError('Only 5,000.00 USD remains in this unit'))).toEqual({
      title: 'Failed to approve investment interest',
      description: 'Only 5,000.00 USD remains in this unit',
      variant: 'destructive',
    });
    expect(failureToast(intl, 'recordPayout', new CombinedGraphQLErrors({ errors: [] }))).toEqual({
      title: 'Failed to record the payout',
      description: 'Please try again.',
      variant: 'destructive',
    });
  });

  it('tell a first confirmation from a repeated one', () => {
    expect(paymentConfirmedToast(intl, { alreadyConfirmed: false, message: 'Payment confirmed' })).toMatchObject({
      title: 'Payment confirmed',
      variant: 'success',
    });
    expect(
      paymentConfirmedToast(intl, {
        alreadyConfirmed: true,
        message: 'Payment was already confirmed; nothing changed',
      }),
    ).toEqual({ title: 'Already confirmed', description: 'Payment was already confirmed; nothing changed' });
  });

  it('say how much a payout paid, for which investment', () => {
    expect(payoutRecordedToast(intl, 12, '32500.5').description).toBe(
      '$32,500.50 paid out for investment #12; the investor is notified.',
    );
  });
  it('write the amount in the interface language', () => {
    const description = payoutRecordedToast(testIntl(french, 'fr'), 12, '32500.5').description;
    expect(description).toMatch(/^32\s500,50\s\$ versés pour l’investissement n° 12 ;/);
  });
});
