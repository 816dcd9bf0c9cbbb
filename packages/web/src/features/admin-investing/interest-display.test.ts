import { describe, expect, it } from 'vitest';
import { canDecide, contactInfoText, contactPreferenceLabel, INTEREST_FILTERS } from './interest-display';

describe('the Interests tab (accounts spec §2)', () => {
  it("reads 'Not provided' for missing contact details", () => {
    expect(contactInfoText('')).toBe('Not provided');
    expect(contactInfoText('   ')).toBe('Not provided');
    expect(contactInfoText(null)).toBe('Not provided');
    expect(contactInfoText(' +233 24 123 4567 ')).toBe('+233 24 123 4567');
  });

  it('names the contact preferences', () => {
    expect(contactPreferenceLabel('whatsapp')).toBe('WhatsApp');
    expect(contactPreferenceLabel('email')).toBe('Email');
  });

  it('lets only a pending interest be approved or rejected', () => {
    expect(canDecide({ status: 'pending' })).toBe(true);
    for (const status of ['approved', 'awaiting_kyc', 'awaiting_payment', 'rejected', 'withdrawn'] as const) {
      expect(canDecide({ status })).toBe(false);
    }
  });

  it('has the spec’s empty state for the pending list', () => {
    expect(INTEREST_FILTERS.pending.empty).toBe('No pending investment interests');
  });
});
