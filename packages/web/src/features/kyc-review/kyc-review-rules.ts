import type { KycDocumentKind, KycStatus } from '../../graphql/generated';
import type { ApiFailure } from '../../lib/api-error';
import type { BadgeTone } from '../ui/components/badge';

/**
 * The admin's KYC decisions (accounts spec §5 "KYC rejection (admin)", §8): the messages of the toasts, the
 * rejection reason check done before the call, and the labels of what the server sends.
 */
export const KYC_REVIEW_TOASTS = {
  approved: { title: 'KYC Approved', description: 'The investor has been verified and notified by email.' },
  rejected: { title: 'KYC Rejected', description: 'The investor has been notified by email with your reason.' },
  informationRequested: {
    title: 'Information Requested',
    description: 'The investor has been asked by email to update their submission.',
  },
  approveFailed: { title: 'Approval Failed', description: 'Failed to approve KYC verification.' },
  rejectFailed: { title: 'Rejection Failed', description: 'Failed to reject KYC verification.' },
  requestFailed: { title: 'Request Failed', description: 'Failed to request more information.' },
  reasonRequired: { title: 'Rejection Reason Required', description: 'Please provide a reason for rejection.' },
  openFailed: { title: 'Error', description: 'Failed to open the KYC verification.' },
} as const;

/**
 * The toast of a failed review call: the spec's words, except when the server refuses because the record is the
 * reviewer's own (four eyes, rules §5). Its message then says why, and that another admin must review it.
 */
export function reviewFailureToast(
  failed: { title: string; description: string },
  failure: Pick<ApiFailure, 'code' | 'message'>,
): { title: string; description: string } {
  return failure.code === OWN_DECISION_FORBIDDEN && failure.message
    ? { title: failed.title, description: failure.message }
    : failed;
}

const OWN_DECISION_FORBIDDEN = 'AUTH.OWN_DECISION_FORBIDDEN';

/** A rejection needs a reason that is not blank; null when the reason will do. */
export function rejectionReasonError(reason: string): string | null {
  return reason.trim() ? null : KYC_REVIEW_TOASTS.reasonRequired.description;
}

const RISK_FLAG_LABELS: Record<string, string> = {
  politically_exposed: 'Politically exposed person',
  high_risk_country: 'High-risk country',
};

/** 'politically_exposed' → 'Politically exposed person'; an unknown flag is shown as sent. */
export const riskFlagLabel = (flag: string): string => RISK_FLAG_LABELS[flag] ?? flag.replace(/_/g, ' ');

export const DOCUMENT_KIND_LABELS: Record<KycDocumentKind, string> = {
  documentFront: 'Identity document (front)',
  documentBack: 'Identity document (back)',
  proofOfAddress: 'Proof of address',
  selfie: 'Selfie',
};

export const REVIEW_STATUS_BADGES: Partial<Record<KycStatus, { label: string; tone: BadgeTone }>> = {
  pending: { label: 'Pending', tone: 'warning' },
  under_review: { label: 'Under Review', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  requires_additional_info: { label: 'Information Needed', tone: 'warning' },
};

/** Whether the viewer can draw this type in place (images in <img>, PDF in a frame). */
export function documentDisplay(contentType: string | null): 'image' | 'pdf' | 'other' {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType && /^image\/(jpeg|png|webp)$/.test(contentType)) return 'image';
  return 'other';
}
