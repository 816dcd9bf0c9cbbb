import type { KycCheckResult } from '../application/application.machine.js';
import type { KycReading } from './kyc.machine.js';
import type { KycValidityView } from './kyc-verification.js';

export const KYC_VALIDITY_YEARS = 2;

/**
 * approvedAt + 2 calendar years (UTC). An approval on 29 February ends on 28 February: validity is never
 * longer than two years.
 */
export function kycExpiresAt(approvedAt: Date): Date {
  const d = new Date(approvedAt.getTime());
  const month = d.getUTCMonth();
  d.setUTCFullYear(d.getUTCFullYear() + KYC_VALIDITY_YEARS);
  if (d.getUTCMonth() !== month) d.setUTCDate(0); // rolled into March: back to the last day of February
  return d;
}

function effectiveExpiry(kyc: KycValidityView): Date | null {
  return kyc.expiresAt ?? (kyc.approvedAt ? kycExpiresAt(kyc.approvedAt) : null);
}

/**
 * The status a screen shows. An approval past its expiry reads 'expired'; an approval with no date at all
 * (a corrupt row) also reads 'expired', so that it can never count as valid forever.
 */
export function readKycStatus(kyc: KycValidityView, now: Date): KycReading {
  if (kyc.status !== 'approved') return kyc.status;
  const expiry = effectiveExpiry(kyc);
  return expiry !== null && now.getTime() < expiry.getTime() ? 'approved' : 'expired';
}

export function isKycValid(kyc: KycValidityView | null, now: Date): boolean {
  return kyc !== null && readKycStatus(kyc, now) === 'approved';
}

/** What an application's KYC check finds when an admin approves it. */
export function checkKyc(kyc: KycValidityView | null, now: Date): KycCheckResult {
  if (kyc === null) return 'missing';
  const reading = readKycStatus(kyc, now);
  if (reading === 'approved') return 'valid';
  if (reading === 'pending' || reading === 'under_review') return 'in_review';
  return 'missing';
}
