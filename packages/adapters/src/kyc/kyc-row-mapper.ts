import type { KycDocumentKind, KycVerification, KycVerificationWithUser } from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import { toDateOrNull } from '../persistence/timestamps.js';

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
/** `date` columns as `YYYY-MM-DD`, whatever the driver returns (a string, or a Date at UTC midnight). */
const calendarDate = (v: unknown): string =>
  v instanceof Date
    ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`
    : String(v).slice(0, 10);

/** Document kinds and the columns that hold their file-store keys. */
export const DOCUMENT_COLUMNS: Readonly<Record<KycDocumentKind, string>> = {
  documentFront: 'document_front_key',
  documentBack: 'document_back_key',
  proofOfAddress: 'proof_of_address_key',
  selfie: 'selfie_key',
};

export function toKycVerification(r: SqlRow): KycVerification {
  const documents: Partial<Record<KycDocumentKind, string>> = {};
  for (const [kind, column] of Object.entries(DOCUMENT_COLUMNS) as [KycDocumentKind, string][]) {
    const key = textOrNull(r[column]);
    if (key) documents[kind] = key;
  }
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    status: r.status as KycVerification['status'],
    fullName: String(r.full_name),
    dateOfBirth: calendarDate(r.date_of_birth),
    nationality: r.nationality as KycVerification['nationality'],
    phoneNumber: String(r.phone_number),
    address: String(r.address),
    city: String(r.city),
    postalCode: String(r.postal_code),
    country: r.country as KycVerification['country'],
    documentType: r.document_type as KycVerification['documentType'],
    documentNumber: String(r.document_number),
    documentExpiryDate: calendarDate(r.document_expiry_date),
    proofOfAddressType: r.proof_of_address_type as KycVerification['proofOfAddressType'],
    proofOfAddressDate: calendarDate(r.proof_of_address_date),
    sourceOfFunds: r.source_of_funds as KycVerification['sourceOfFunds'],
    sourceOfFundsDetails: textOrNull(r.source_of_funds_details),
    employmentStatus: r.employment_status as KycVerification['employmentStatus'],
    occupation: textOrNull(r.occupation),
    annualIncome: textOrNull(r.annual_income),
    isPoliticallyExposed: Boolean(r.is_politically_exposed),
    politicalExposureDetails: textOrNull(r.political_exposure_details),
    isHighRiskCountry: Boolean(r.is_high_risk_country),
    documents,
    verificationMethod: textOrNull(r.verification_method),
    reviewedBy: r.reviewed_by === null || r.reviewed_by === undefined ? null : Number(r.reviewed_by),
    reviewNotes: textOrNull(r.review_notes),
    rejectionReason: textOrNull(r.rejection_reason),
    submittedAt: toDateOrNull(r.submitted_at),
    reviewedAt: toDateOrNull(r.reviewed_at),
    approvedAt: toDateOrNull(r.approved_at),
    expiresAt: toDateOrNull(r.expires_at),
  };
}

export const toKycVerificationWithUser = (r: SqlRow): KycVerificationWithUser => ({
  ...toKycVerification(r),
  username: String(r.username),
  email: String(r.email),
});
