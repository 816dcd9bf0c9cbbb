import { describe, expect, it } from 'vitest';
import english from '../../i18n/messages/adminInvesting/en.json';
import french from '../../i18n/messages/adminInvesting/fr.json';
import { testIntl } from '../../i18n/testing/test-intl';
import { canDecide, contactInfoText, contactPreferenceLabel, INTEREST_FILTERS } from './interest-display';

const intl = testIntl(english);

describe('the Interests tab (accounts spec §2)', () => {
  it("reads 'Not provided' for missing contact details", () => {
    expect(contactInfoText(intl, '')).toBe('Not provided');
    expect(contactInfoText(intl, '   ')).toBe('Not provided');
    expect(contactInfoText(intl, null)).toBe('Not provided');
    expect(contactInfoText(intl, ' +233 24 123 4567 ')).toBe('+233 24 123 4567');
    expect(contactInfoText(testIntl(french, 'fr'), null)).toBe('Non communiqué');
  });

  it('names the contact preferences', () => {
    expect(contactPreferenceLabel(intl, 'whatsapp')).toBe('WhatsApp');
    expect(contactPreferenceLabel(intl, 'email')).toBe('Email');
  });

  it('lets only a pending interest be approved or rejected', () => {
    expect(canDecide({ status: 'pending' })).toBe(true);
    for (const status of ['approved', 'awaiting_kyc', 'awaiting_payment', 'rejected', 'withdrawn'] as const) {
      expect(canDecide({ status })).toBe(false);
    }
  });

  it('has the spec’s empty state for the pending list', () => {
    expect(intl.formatMessage({ id: INTEREST_FILTERS.pending.empty })).toBe('No pending investment interests');
  });
});
