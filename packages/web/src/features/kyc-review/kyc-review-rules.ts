import type { IntlShape } from 'react-intl';
import type { KycDocumentKind, KycScreening_CheckFragment, KycStatus } from '../../graphql/generated';
import type { ApiFailure } from '../../lib/api-error';
import type { BadgeTone } from '../ui/components/badge';

/**
 * The admin's KYC decisions (accounts spec §5 "KYC rejection (admin)", §8): the messages of the toasts, the
 * rejection reason check done before the call, and the labels of what the server sends. The words are the
 * `adminKyc` area's messages (docs/i18n.md), in the interface language of `intl`.
 */
const TOASTS = [
  'approved',
  'rejected',
  'informationRequested',
  'approveFailed',
  'rejectFailed',
  'requestFailed',
  'reasonRequired',
  'openFailed',
] as const;
type KycReviewToast = (typeof TOASTS)[number];

/** The spec's toasts: 'KYC Approved', 'Rejection Reason Required', … */
export function kycReviewToasts(intl: IntlShape): Record<KycReviewToast, { title: string; description: string }> {
  const entries = TOASTS.map((name) => [
    name,
    {
      title: intl.formatMessage({ id: `adminKyc.toast.${name}.title` }),
      description: intl.formatMessage({ id: `adminKyc.toast.${name}.description` }),
    },
  ]);
  return Object.fromEntries(entries) as Record<KycReviewToast, { title: string; description: string }>;
}

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
export function rejectionReasonError(reason: string, intl: IntlShape): string | null {
  return reason.trim() ? null : intl.formatMessage({ id: 'adminKyc.toast.reasonRequired.description' });
}

const RISK_FLAGS = new Set(['politically_exposed', 'high_risk_country', 'screening_match']);
const RISK_FACTORS = new Set(['sanctions_match', 'pep_match', 'watchlist_match']);

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
export function screeningView(check: KycScreening_CheckFragment | null | undefined, intl: IntlShape): ScreeningView {
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminKyc.screening.${id}` }, values);
  if (!check) {
    return { label: t('notScreened'), tone: 'neutral', text: t('notScreenedText'), blocksApproval: false };
  }
  if (check.status === 'pending') {
    const failed = check.attempts > 0 && check.lastError;
    return {
      label: t('pending'),
      tone: 'warning',
      text: failed
        ? t('pendingFailedText', { attempt: check.attempts, error: check.lastError ?? '' })
        : t('pendingText'),
      blocksApproval: true,
    };
  }
  if (check.riskLevel === 'high') {
    const lists = intl.formatList(
      check.riskFactors.map((f) => (RISK_FACTORS.has(f) ? t(`factor.${f}`) : f.replace(/_/g, ' '))),
      { type: 'unit', style: 'short' },
    );
    return {
      label: t('possibleMatch'),
      tone: 'danger',
      text: t('possibleMatchText', { lists }),
      blocksApproval: false,
    };
  }
  return { label: t('clear'), tone: 'success', text: t('clearText'), blocksApproval: false };
}

/** '0.912' → '91%' (in the interface language: '91 %' in French). */
export const scorePercent = (score: number | null | undefined, intl: IntlShape): string =>
  score === null || score === undefined
    ? '—'
    : intl.formatNumber(Math.round(score * 100) / 100, { style: 'percent', maximumFractionDigits: 0 });

/** A matched entity's lists, for people: 'sanction', 'role.pep' → 'Sanctions, PEP'. */
export function topicLabels(topics: readonly string[], intl: IntlShape): string {
  const labels = topics.map((t) =>
    t === 'sanction' || t.startsWith('sanction.')
      ? intl.formatMessage({ id: 'adminKyc.topic.sanctions' })
      : t.startsWith('role.')
        ? intl.formatMessage({ id: 'adminKyc.topic.pep' })
        : t,
  );
  return labels.length > 0 ? intl.formatList([...new Set(labels)], { type: 'unit', style: 'short' }) : '—';
}

/** 'politically_exposed' → 'Politically exposed person'; an unknown flag is shown as sent. */
export const riskFlagLabel = (flag: string, intl: IntlShape): string =>
  RISK_FLAGS.has(flag) ? intl.formatMessage({ id: `adminKyc.riskFlag.${flag}` }) : flag.replace(/_/g, ' ');

/** 'Identity document (front)', 'Proof of address', … */
export const documentKindLabel = (kind: KycDocumentKind, intl: IntlShape): string =>
  intl.formatMessage({ id: `adminKyc.document.${kind}` });

const REVIEW_STATUS_TONES: Partial<Record<KycStatus, BadgeTone>> = {
  pending: 'warning',
  under_review: 'info',
  approved: 'success',
  rejected: 'danger',
  requires_additional_info: 'warning',
};

/** The badge of a verification's status: 'Pending', 'Under Review', …, 'Information Needed'; null for another. */
export function reviewStatusBadge(status: KycStatus, intl: IntlShape): { label: string; tone: BadgeTone } | null {
  const tone = REVIEW_STATUS_TONES[status];
  return tone ? { label: intl.formatMessage({ id: `adminKyc.status.${status}` }), tone } : null;
}

/** Whether the viewer can draw this type in place (images in <img>, PDF in a frame). */
export function documentDisplay(contentType: string | null): 'image' | 'pdf' | 'other' {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType && /^image\/(jpeg|png|webp)$/.test(contentType)) return 'image';
  return 'other';
}
