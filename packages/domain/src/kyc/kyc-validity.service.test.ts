import { describe, expect, it } from 'vitest';
import { checkKyc, isKycValid, kycExpiresAt, readKycStatus } from './kyc-validity.service.js';

const approvedAt = new Date('2025-01-15T09:00:00Z');
const approved = { status: 'approved' as const, approvedAt, expiresAt: kycExpiresAt(approvedAt) };

describe('KYC validity', () => {
  it('lasts two calendar years from approval', () => {
    expect(kycExpiresAt(approvedAt).toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(kycExpiresAt(new Date('2024-02-29T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });

  it('reads expired from the expiry instant on', () => {
    expect(readKycStatus(approved, new Date('2027-01-15T08:59:59.999Z'))).toBe('approved');
    expect(readKycStatus(approved, new Date('2027-01-15T09:00:00Z'))).toBe('expired');
    expect(isKycValid(approved, new Date('2026-12-31T00:00:00Z'))).toBe(true);
    expect(isKycValid(approved, new Date('2027-02-01T00:00:00Z'))).toBe(false);
    expect(isKycValid(null, approvedAt)).toBe(false);
  });

  it('derives the expiry from approvedAt when it is missing, and never trusts an undated approval', () => {
    expect(readKycStatus({ status: 'approved', approvedAt, expiresAt: null }, new Date('2026-01-01T00:00:00Z'))).toBe(
      'approved',
    );
    expect(readKycStatus({ status: 'approved', approvedAt: null, expiresAt: null }, approvedAt)).toBe('expired');
  });

  it('passes other statuses through', () => {
    expect(readKycStatus({ status: 'under_review', approvedAt: null, expiresAt: null }, approvedAt)).toBe(
      'under_review',
    );
  });

  it('tells an application approval whether KYC is valid, in review or missing', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(checkKyc(approved, now)).toBe('valid');
    expect(checkKyc(approved, new Date('2028-01-01T00:00:00Z'))).toBe('missing');
    expect(checkKyc({ status: 'pending', approvedAt: null, expiresAt: null }, now)).toBe('in_review');
    expect(checkKyc({ status: 'under_review', approvedAt: null, expiresAt: null }, now)).toBe('in_review');
    expect(checkKyc({ status: 'rejected', approvedAt: null, expiresAt: null }, now)).toBe('missing');
    expect(checkKyc({ status: 'requires_additional_info', approvedAt: null, expiresAt: null }, now)).toBe('missing');
    expect(checkKyc({ status: 'not_started', approvedAt: null, expiresAt: null }, now)).toBe('missing');
    expect(checkKyc(null, now)).toBe('missing');
  });
});
