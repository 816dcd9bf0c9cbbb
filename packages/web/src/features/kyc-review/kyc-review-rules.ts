import type { KycDocumentKind, KycScreening_CheckFragment, KycStatus } from '../../graphql/generated';
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
  return SAID_BY_SERVER.has(failure.code ?? '') && failure.message
    ? { title: failed.title, description: failure.message }
    : failed;
}

/** Refusals whose message tells the reviewer what to do: their own record, or a screening not yet completed. */
const SAID_BY_SERVER = new Set(['AUTH.OWN_DECISION_FORBIDDEN', 'KYC.SCREENING_PENDING']);

/** A rejection needs a reason that is not blank; null when the reason will do. */
export function rejectionReasonError(reason: string): string | null {
  return reason.trim() ? null : KYC_REVIEW_TOASTS.reasonRequired.description;
}

const RISK_FLAG_LABELS: Record<string, string> = {
  politically_exposed: 'Politically exposed person',
  high_risk_country: 'High-risk country',
  screening_match: 'Possible sanctions/PEP screening match',
};

const RISK_FACTOR_LABELS: Record<string, string> = {
  sanctions_match: 'sanctions list',
  pep_match: 'politically exposed persons',
  watchlist_match: 'other watch list',
};

/** What the screening of a submission tells the reviewer: a badge, and the sentence under it. */
export interface ScreeningView {
  readonly label: string;
  readonly tone: BadgeTone;
  readonly text: string;
  /** Approval waits for the screening (or the reviewer's explicit override, with notes). */
  readonly blocksApproval: boolean;
}

/**
 * The screening section of the review panel (docs/kyc.md, "AML screening"). `null` is a submission that was not
 * screened: no screening service is configured.
 */
export function screeningView(check: KycScreening_CheckFragment | null | undefined): ScreeningView {
  if (!check) {
    return {
      label: 'Not screened',
      tone: 'neutral',
      text: 'No sanctions or PEP screening was made for this submission (no screening service is configured).',
      blocksApproval: false,
    };
  }
  if (check.status === 'pending') {
    const failed = check.attempts > 0 && check.lastError;
    return {
      label: 'Screening pending',
      tone: 'warning',
      text: failed
        ? `The screening service could not be asked (attempt ${check.attempts}: ${check.lastError}). It is tried ` +
          'again automatically. Approval waits for the screening unless you override it with your notes.'
        : 'The submission is queued for screening. Approval waits for the screening unless you override it with ' +
          'your notes.',
      blocksApproval: true,
    };
  }
  if (check.riskLevel === 'high') {
    const lists = check.riskFactors.map((f) => RISK_FACTOR_LABELS[f] ?? f.replace(/_/g, ' ')).join(', ');
    return {
      label: 'Possible match',
      tone: 'danger',
      text:
        `The screening found a possible match (${lists}). Compare the entities below with the documents; ` +
        'approving needs your review notes explaining why the investor is not the listed person, or reject.',
      blocksApproval: false,
    };
  }
  return {
    label: 'Clear',
    tone: 'success',
    text: 'No sanctions or PEP match was found.',
    blocksApproval: false,
  };
}

/** '0.912' → '91%'. */
export const scorePercent = (score: number | null | undefined): string =>
  score === null || score === undefined ? '—' : `${Math.round(score * 100)}%`;

/** A matched entity's lists, for people: 'sanction', 'role.pep' → 'Sanctions, PEP'. */
export function topicLabels(topics: readonly string[]): string {
  const labels = topics.map((t) =>
    t === 'sanction' || t.startsWith('sanction.') ? 'Sanctions' : t.startsWith('role.') ? 'PEP' : t,
  );
  return [...new Set(labels)].join(', ') || '—';
}

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
