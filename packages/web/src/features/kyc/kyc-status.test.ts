import { describe, expect, it } from 'vitest';
import type { KycStatus } from '../../graphql/generated';
import messages from '../../i18n/messages/kyc/en.json';
import { testIntl } from '../../i18n/testing/test-intl';
import { kycAllowsInvesting, kycGateMessage, kycStatusView } from './kyc-status';

const intl = testIntl(messages);

describe('the KYC status card (investor spec §4)', () => {
  it('Verified with the expiry date, and no button', () => {
    const view = kycStatusView({ status: 'approved', expiresAt: '2028-11-23T10:00:00.000Z' }, intl);
    expect(view).toMatchObject({ badge: 'Verified', tone: 'success', action: null });
    expect(view.message).toContain('Nov 23, 2028');
  });

  it('Expired with Renew KYC', () => {
    const view = kycStatusView({ status: 'expired', expiresAt: '2026-01-05T10:00:00.000Z' }, intl);
    expect(view).toMatchObject({ badge: 'Expired', action: 'Renew KYC' });
    expect(view.message).toContain('Jan 5, 2026');
  });

  it('Under Review for pending and under_review, with no button', () => {
    for (const status of ['pending', 'under_review'] as const) {
      const view = kycStatusView({ status, submittedAt: '2026-11-20T09:00:00.000Z' }, intl);
      expect(view).toMatchObject({ badge: 'Under Review', action: null });
      expect(view.message).toContain('2-3 business days');
      expect(view.message).toContain('Nov 20, 2026');
    }
  });

  it('Rejected with the reason and Resubmit', () => {
    const view = kycStatusView({ status: 'rejected', rejectionReason: 'The selfie is blurred' }, intl);
    expect(view).toMatchObject({ badge: 'Rejected', action: 'Resubmit' });
    expect(view.detail).toEqual({ label: 'Reason', text: 'The selfie is blurred' });
  });

  it("Additional information needed with the reviewer's notes and Update Submission", () => {
    const view = kycStatusView({ status: 'requires_additional_info', reviewNotes: 'Please send the back side' }, intl);
    expect(view).toMatchObject({ title: 'Additional Information Needed', action: 'Update Submission' });
    expect(view.detail?.text).toBe('Please send the back side');
  });

  it('Not Started with Start KYC', () => {
    expect(kycStatusView({ status: 'not_started' }, intl)).toMatchObject({ badge: 'Not Started', action: 'Start KYC' });
  });
});

describe("the project page's gate", () => {
  it('lets only an approved, unexpired verification through and says why otherwise', () => {
    expect(kycGateMessage('approved', intl)).toBeNull();
    expect(kycAllowsInvesting('approved')).toBe(true);
    expect(kycAllowsInvesting('expired')).toBe(false);
    const blocked: KycStatus[] = [
      'not_started',
      'pending',
      'under_review',
      'rejected',
      'requires_additional_info',
      'expired',
    ];
    for (const status of blocked) expect(kycGateMessage(status, intl)).toEqual(expect.any(String));
    expect(kycGateMessage('under_review', intl)).toContain('under review');
    expect(kycGateMessage('rejected', intl)).toContain('Resubmit');
    expect(kycGateMessage('requires_additional_info', intl)).toContain('more information');
    expect(kycGateMessage('expired', intl)).toContain('Renew');
  });
});
