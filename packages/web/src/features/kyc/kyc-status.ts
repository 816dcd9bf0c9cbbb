import type { KycStatus } from '../../graphql/generated';
import { formatDate } from '../../lib/dates';
import type { BadgeTone } from '../ui/components/badge';
import type { IconName } from '../ui/components/icon';

/**
 * What the status card says for each reading of the server (investor spec §4 "KYC display", the KYC
 * contract's statuses). The server decides the reading (an approval older than 2 years reads `expired`); the
 * card only words it. `action` opens the wizard, and is offered only where a submission is possible.
 */
export interface KycStatusView {
  readonly title: string;
  readonly badge: string;
  readonly tone: BadgeTone;
  readonly icon: IconName;
  readonly message: string;
  /** A second paragraph from the reviewer (rejection reason, notes), shown as they wrote it. */
  readonly detail: { readonly label: string; readonly text: string } | null;
  readonly action: 'Start KYC' | 'Renew KYC' | 'Resubmit' | 'Update Submission' | null;
}

export interface KycStateLike {
  readonly status: KycStatus;
  readonly submittedAt?: string | null;
  readonly expiresAt?: string | null;
  readonly rejectionReason?: string | null;
  readonly reviewNotes?: string | null;
}

/** 'Nov 23, 2028' (the site's one format), or null for a missing or unreadable date. */
function formatKycDate(value: string | null | undefined): string | null {
  return formatDate(value, '') || null;
}

export function kycStatusView(kyc: KycStateLike): KycStatusView {
  const expires = formatKycDate(kyc.expiresAt);
  const submitted = formatKycDate(kyc.submittedAt);
  switch (kyc.status) {
    case 'approved':
      return {
        title: 'Identity Verified',
        badge: 'Verified',
        tone: 'success',
        icon: 'shield',
        message: expires
          ? `Your identity is verified until ${expires}. You can invest in any open project.`
          : 'Your identity is verified. You can invest in any open project.',
        detail: null,
        action: null,
      };
    case 'expired':
      return {
        title: 'Verification Expired',
        badge: 'Expired',
        tone: 'warning',
        icon: 'clock',
        message: expires
          ? `Your verification expired on ${expires}. A verification lasts two years; renew it to keep investing.`
          : 'Your verification has expired. A verification lasts two years; renew it to keep investing.',
        detail: null,
        action: 'Renew KYC',
      };
    case 'pending':
    case 'under_review':
      return {
        title: 'Verification Under Review',
        badge: 'Under Review',
        tone: 'info',
        icon: 'clock',
        message: `${submitted ? `Submitted on ${submitted}. ` : ''}Our compliance team reviews your documents within 2-3 business days; we will email you the outcome.`,
        detail: null,
        action: null,
      };
    case 'rejected':
      return {
        title: 'Verification Rejected',
        badge: 'Rejected',
        tone: 'danger',
        icon: 'alert',
        message: 'Your verification was not approved. Correct the details or documents below and resubmit.',
        detail: kyc.rejectionReason ? { label: 'Reason', text: kyc.rejectionReason } : null,
        action: 'Resubmit',
      };
    case 'requires_additional_info':
      return {
        title: 'Additional Information Needed',
        badge: 'Information Needed',
        tone: 'warning',
        icon: 'file',
        message: 'Our compliance team needs more from you before they can decide. Update your submission.',
        detail: kyc.reviewNotes ? { label: 'What we need', text: kyc.reviewNotes } : null,
        action: 'Update Submission',
      };
    case 'not_started':
      return {
        title: 'Verification Not Started',
        badge: 'Not Started',
        tone: 'neutral',
        icon: 'shield',
        message:
          'Verify your identity once to invest. It takes about ten minutes: your details, an identity document, a proof of address and a selfie.',
        detail: null,
        action: 'Start KYC',
      };
  }
}

/**
 * The project page's gate (investor spec §4): only an approved, unexpired verification may invest; what the
 * panel says otherwise. Admins bypass the gate (decided by the caller).
 */
export function kycGateMessage(status: KycStatus): string | null {
  switch (status) {
    case 'approved':
      return null;
    case 'pending':
    case 'under_review':
      return 'Your identity verification is under review. You can invest as soon as it is approved (2-3 business days).';
    case 'rejected':
      return 'Your identity verification was not approved. Resubmit corrected documents to invest.';
    case 'requires_additional_info':
      return 'Our compliance team needs more information before you can invest. Update your verification.';
    case 'expired':
      return 'Your identity verification has expired. Renew it to invest.';
    case 'not_started':
      return 'You need to verify your identity (KYC) before you can invest. It takes about ten minutes.';
  }
}
