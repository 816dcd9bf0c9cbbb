import { describe, expect, it } from 'vitest';
import { onKycApproved, onKycReturned, onKycSubmitted } from './kyc-approved.policy.js';

const approvedAt = new Date('2025-05-01T12:00:00Z');

describe('KYC policies', () => {
  it('approval moves waiting applications to kyc_approved and pending_kyc investments to awaiting_payment', () => {
    const out = onKycApproved({
      approvedAt,
      applications: [
        { id: 1, status: 'awaiting_kyc' },
        { id: 2, status: 'pending_kyc' },
        { id: 3, status: 'pending' },
        { id: 4, status: 'active' },
      ],
      investments: [
        { id: 10, status: 'pending_kyc' },
        { id: 11, status: 'awaiting_payment' },
        { id: 12, status: 'cancelled' },
      ],
    });
    expect(out.applications).toEqual([
      { id: 1, from: 'awaiting_kyc', to: 'kyc_approved', effects: ['openInvestment'] },
      { id: 2, from: 'pending_kyc', to: 'kyc_approved', effects: ['openInvestment'] },
    ]);
    expect(out.investments).toEqual([
      {
        id: 10,
        from: 'pending_kyc',
        to: 'awaiting_payment',
        effects: ['startPaymentWindow', 'notifyPaymentInstructions', 'audit'],
        windowEndsAt: new Date('2025-05-08T12:00:00Z'), // the 7-day window starts at approval
      },
    ]);
  });

  it('rejection or a request for information sends pending_kyc applications back to awaiting_kyc', () => {
    const apps = [
      { id: 1, status: 'pending_kyc' as const },
      { id: 2, status: 'awaiting_kyc' as const },
      { id: 3, status: 'kyc_approved' as const },
    ];
    for (const reason of ['rejected', 'requires_additional_info'] as const) {
      expect(onKycReturned({ reason, applications: apps }).map((m) => [m.id, m.to])).toEqual([[1, 'awaiting_kyc']]);
    }
  });

  it('submission moves awaiting_kyc applications to pending_kyc', () => {
    const moves = onKycSubmitted({
      applications: [
        { id: 1, status: 'awaiting_kyc' },
        { id: 2, status: 'pending' },
      ],
    });
    expect(moves.map((m) => [m.id, m.from, m.to])).toEqual([[1, 'awaiting_kyc', 'pending_kyc']]);
  });
});
