import type { KycReview, KycReviewWithDocuments, KycState } from '@cobuy/application';
import type { AmlCheck, AmlMatchedEntity } from '@cobuy/domain';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** An investor's verification as both APIs show it to them. */
export function presentKycState(s: KycState) {
  return {
    status: s.status,
    canSubmit: s.canSubmit,
    submittedAt: iso(s.submittedAt),
    approvedAt: iso(s.approvedAt),
    expiresAt: iso(s.expiresAt),
    rejectionReason: s.rejectionReason,
    reviewNotes: s.reviewNotes,
  };
}
export type KycStateJson = ReturnType<typeof presentKycState>;

const presentAmlEntity = (e: AmlMatchedEntity) => ({
  id: e.id,
  caption: e.caption,
  score: e.score,
  match: e.match,
  topics: [...e.topics],
  datasets: [...e.datasets],
  birthDates: [...e.birthDates],
  countries: [...e.countries],
});

/** An AML screening of a submission, as admins see it (docs/kyc.md, "AML screening"). */
export function presentAmlCheck(c: AmlCheck) {
  return {
    id: c.id,
    kycId: c.kycId,
    status: c.status,
    submittedAt: c.submittedAt.toISOString(),
    subject: { ...c.subject },
    sanctionsResult: c.assessment?.sanctionsResult ?? null,
    pepResult: c.assessment?.pepResult ?? null,
    riskScore: c.assessment?.riskScore ?? null,
    riskLevel: c.assessment?.riskLevel ?? null,
    riskFactors: [...(c.assessment?.riskFactors ?? [])],
    matches: (c.assessment?.matches ?? []).map(presentAmlEntity),
    provider: c.provider,
    attempts: c.attempts,
    lastError: c.lastError,
    nextAttemptAt: iso(c.nextAttemptAt),
    screenedAt: iso(c.screenedAt),
    reviewedBy: c.reviewedBy,
    reviewNotes: c.reviewNotes,
  };
}
export type AmlCheckJson = ReturnType<typeof presentAmlCheck>;

/** One row of the review queue. */
export function presentKycPendingItem(r: KycReview) {
  return {
    id: r.id,
    userId: r.userId,
    fullName: r.fullName,
    username: r.username,
    email: r.email,
    phoneNumber: r.phoneNumber,
    nationality: r.nationality,
    documentType: r.documentType,
    status: r.reading,
    submittedAt: iso(r.submittedAt),
    riskLevel: r.riskLevel,
    riskFlags: [...r.riskFlags],
    screening: r.screening ? presentAmlCheck(r.screening) : null,
  };
}
export type KycPendingItemJson = ReturnType<typeof presentKycPendingItem>;

/** The whole record for a reviewer, with links to its documents (served only to the owner and admins). */
export function presentKycReview(r: KycReviewWithDocuments) {
  return {
    ...presentKycPendingItem(r),
    dateOfBirth: r.dateOfBirth,
    address: r.address,
    city: r.city,
    postalCode: r.postalCode,
    country: r.country,
    documentNumber: r.documentNumber,
    documentExpiryDate: r.documentExpiryDate,
    proofOfAddressType: r.proofOfAddressType,
    proofOfAddressDate: r.proofOfAddressDate,
    sourceOfFunds: r.sourceOfFunds,
    sourceOfFundsDetails: r.sourceOfFundsDetails,
    employmentStatus: r.employmentStatus,
    occupation: r.occupation,
    annualIncome: r.annualIncome,
    isPoliticallyExposed: r.isPoliticallyExposed,
    politicalExposureDetails: r.politicalExposureDetails,
    isHighRiskCountry: r.isHighRiskCountry,
    reviewedAt: iso(r.reviewedAt),
    reviewNotes: r.reviewNotes,
    rejectionReason: r.rejectionReason,
    approvedAt: iso(r.approvedAt),
    expiresAt: iso(r.expiresAt),
    documents: r.documentFiles.map((d) => ({
      kind: d.kind,
      contentType: d.contentType,
      byteSize: d.byteSize,
      url: `/api/kyc/${r.id}/documents/${d.kind}`,
    })),
  };
}
export type KycReviewJson = ReturnType<typeof presentKycReview>;
