export type KycErrorCode =
  'KYC.NOT_FOUND' | 'KYC.INVALID_TRANSITION' | 'KYC.DOCUMENT_NOT_FOUND' | 'KYC.SCREENING_PENDING';

export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection.';
export const REVIEW_NOTES_REQUIRED = 'Please write what the investor should add or correct.';
export const HIGH_RISK_NOTES_REQUIRED =
  'Review notes are required to approve a high-risk verification (politically exposed person, high-risk country or a possible sanctions/PEP screening match).';
export const SCREENING_OVERRIDE_NOTES_REQUIRED =
  'Review notes are required to approve before the sanctions and PEP screening has completed.';
export const DEFAULT_APPROVAL_NOTES = 'Approved by admin after in-person verification and document review.';
