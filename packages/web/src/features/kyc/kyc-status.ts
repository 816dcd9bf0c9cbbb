import type { IntlShape } from 'react-intl';
import type { KycStatus } from '../../graphql/generated';
import { formatDate } from '../../lib/dates';
import type { BadgeTone } from '../ui/components/badge';
import type { IconName } from '../ui/components/icon';

type KycIntl = Pick<IntlShape, 'formatMessage' | 'locale'>;

/**
 * What the status card says for each reading of the server (investor spec §4 "KYC display", the KYC
 * contract's statuses), in the interface language (area `kyc`). The server decides the reading (an approval older
 * than 2 years reads `expired`); the card only words it. `action` opens the wizard, and is offered only where a
 * submission is possible.
 */
export interface KycStatusView {
  readonly title: string;
  readonly badge: string;
  readonly tone: BadgeTone;
  readonly icon: IconName;
  readonly message: string;
  /** A second paragraph from the reviewer (rejection reason, notes), shown as they wrote it. */
  readonly detail: { readonly label: string; readonly text: string } | null;
  readonly action: string | null;
}

export interface KycStateLike {
  readonly status: KycStatus;
  readonly submittedAt?: string | null;
  readonly expiresAt?: string | null;
  readonly rejectionReason?: string | null;
  readonly reviewNotes?: string | null;
}

export function kycStatusView(kyc: KycStateLike, intl: KycIntl): KycStatusView {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `kyc.status.${id}` }, values);
  /** 'Nov 23, 2028' in English, in the interface language otherwise; null for a missing or unreadable date. */
  const dated = (id: string, value: string | null | undefined) => {
    const date = formatDate(value, '', intl.locale);
    return date ? t(id + '.message', { date }) : t(id + '.messageNoDate');
  };
  switch (kyc.status) {
    case 'approved':
      return {
        title: t('approved.title'),
        badge: t('approved.badge'),
        tone: 'success',
        icon: 'shield',
        message: dated('approved', kyc.expiresAt),
        detail: null,
        action: null,
      };
    case 'expired':
      return {
        title: t('expired.title'),
        badge: t('expired.badge'),
        tone: 'warning',
        icon: 'clock',
        message: dated('expired', kyc.expiresAt),
        detail: null,
        action: t('action.renew'),
      };
    case 'pending':
    case 'under_review':
      return {
        title: t('review.title'),
        badge: t('review.badge'),
        tone: 'info',
        icon: 'clock',
        message: dated('review', kyc.submittedAt),
        detail: null,
        action: null,
      };
    case 'rejected':
      return {
        title: t('rejected.title'),
        badge: t('rejected.badge'),
        tone: 'danger',
        icon: 'alert',
        message: t('rejected.message'),
        detail: kyc.rejectionReason ? { label: t('rejected.reason'), text: kyc.rejectionReason } : null,
        action: t('action.resubmit'),
      };
    case 'requires_additional_info':
      return {
        title: t('moreInfo.title'),
        badge: t('moreInfo.badge'),
        tone: 'warning',
        icon: 'file',
        message: t('moreInfo.message'),
        detail: kyc.reviewNotes ? { label: t('moreInfo.notes'), text: kyc.reviewNotes } : null,
        action: t('action.update'),
      };
    case 'not_started':
      return {
        title: t('notStarted.title'),
        badge: t('notStarted.badge'),
        tone: 'neutral',
        icon: 'shield',
        message: t('notStarted.message'),
        detail: null,
        action: t('action.start'),
      };
  }
}

/** Only an approved, unexpired verification may invest (investor spec §4); admins bypass this (the caller's call). */
export const kycAllowsInvesting = (status: KycStatus): boolean => status === 'approved';

const GATE_MESSAGES: Readonly<Record<Exclude<KycStatus, 'approved'>, string>> = {
  pending: 'kyc.gate.review',
  under_review: 'kyc.gate.review',
  rejected: 'kyc.gate.rejected',
  requires_additional_info: 'kyc.gate.moreInfo',
  expired: 'kyc.gate.expired',
  not_started: 'kyc.gate.notStarted',
};

/**
 * The project page's gate (investor spec §4): what the panel says when the verification does not allow investing,
 * or null when it does.
 */
export function kycGateMessage(status: KycStatus, intl: Pick<IntlShape, 'formatMessage'>): string | null {
  return status === 'approved' ? null : intl.formatMessage({ id: GATE_MESSAGES[status] });
}
