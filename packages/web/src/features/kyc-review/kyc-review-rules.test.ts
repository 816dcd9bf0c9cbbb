import { describe, expect, it } from 'vitest';
import ar from '../../i18n/messages/adminKyc/ar.json';
import en from '../../i18n/messages/adminKyc/en.json';
import fr from '../../i18n/messages/adminKyc/fr.json';
import { testIntl } from '../../i18n/testing/test-intl';
import * as rules from './kyc-review-rules';

const { documentDisplay, reviewFailureToast } = rules;
const english = testIntl(en);
const KYC_REVIEW_TOASTS = rules.kycReviewToasts(english);
const rejectionReasonError = (reason: string) => rules.rejectionReasonError(reason, english);
const riskFlagLabel = (flag: string) => rules.riskFlagLabel(flag, english);
const scorePercent = (score: number | null) => rules.scorePercent(score, english);
const screeningView = (check: Parameters<typeof rules.screeningView>[0]) => rules.screeningView(check, english);
const topicLabels = (topics: string[]) => rules.topicLabels(topics, english);

describe('KYC review (accounts spec §5 "KYC rejection (admin)", §8)', () => {
  it('a rejection needs a reason that is not blank', () => {
    expect(rejectionReasonError('')).toBe('Please provide a reason for rejection.');
    expect(rejectionReasonError('  \n\t ')).toBe('Please provide a reason for rejection.');
    expect(rejectionReasonError('The passport photo page is cut off')).toBeNull();
    expect(KYC_REVIEW_TOASTS.reasonRequired.title).toBe('Rejection Reason Required');
  });

  it('uses the spec toasts', () => {
    expect(KYC_REVIEW_TOASTS.approved.title).toBe('KYC Approved');
    expect(KYC_REVIEW_TOASTS.rejected.title).toBe('KYC Rejected');
    expect(KYC_REVIEW_TOASTS.informationRequested.title).toBe('Information Requested');
    expect(KYC_REVIEW_TOASTS.approveFailed).toEqual({
      title: 'Approval Failed',
      description: 'Failed to approve KYC verification.',
    });
    expect(KYC_REVIEW_TOASTS.rejectFailed).toEqual({
      title: 'Rejection Failed',
      description: 'Failed to reject KYC verification.',
    });
  });

  it("shows the server's reason when an admin reviews their own verification (four eyes), the spec's words otherwise", () => {
    const own = {
      code: 'AUTH.OWN_DECISION_FORBIDDEN',
      message: 'Another administrator must decide on your own KYC verification',
    };
    expect(reviewFailureToast(KYC_REVIEW_TOASTS.approveFailed, own)).toEqual({
      title: 'Approval Failed',
      description: 'Another administrator must decide on your own KYC verification',
    });
    expect(reviewFailureToast(KYC_REVIEW_TOASTS.openFailed, own).description).toBe(own.message);
    expect(
      reviewFailureToast(KYC_REVIEW_TOASTS.rejectFailed, {
        code: 'KYC.INVALID_TRANSITION',
        message: 'Already decided',
      }),
    ).toEqual(KYC_REVIEW_TOASTS.rejectFailed);
    expect(reviewFailureToast(KYC_REVIEW_TOASTS.approveFailed, {})).toEqual(KYC_REVIEW_TOASTS.approveFailed);
  });

  it('names the risk flags and knows which documents can be shown in place', () => {
    expect(riskFlagLabel('politically_exposed')).toBe('Politically exposed person');
    expect(riskFlagLabel('high_risk_country')).toBe('High-risk country');
    expect(documentDisplay('image/webp')).toBe('image');
    expect(documentDisplay('application/pdf')).toBe('pdf');
    expect(documentDisplay('image/svg+xml')).toBe('other');
    expect(documentDisplay('text/html')).toBe('other');
  });
});

describe('the screening section', () => {
  const check = {
    __typename: 'AmlCheck' as const,
    id: 1,
    status: 'completed' as const,
    sanctionsResult: 'possible_match' as const,
    pepResult: 'clear' as const,
    riskScore: 0.93,
    riskLevel: 'high' as const,
    riskFactors: ['sanctions_match'],
    provider: 'fake',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    screenedAt: '2026-11-26T06:00:00.000Z',
    matches: [],
  };

  it('a possible match names the lists and asks for notes; it does not block approval', () => {
    const view = screeningView(check);
    expect(view).toMatchObject({ label: 'Possible match', tone: 'danger', blocksApproval: false });
    expect(view.text).toContain('sanctions list');
    expect(view.text).toContain('review notes');
  });

  it('a pending check blocks approval and says why the last attempt failed', () => {
    const view = screeningView({ ...check, status: 'pending', riskLevel: null, lastError: 'answered 503' });
    expect(view).toMatchObject({ label: 'Screening pending', blocksApproval: true });
    expect(view.text).toContain('attempt 1: answered 503');
  });

  it('clear, and not screened at all', () => {
    expect(screeningView({ ...check, riskLevel: 'low', riskFactors: [] }).label).toBe('Clear');
    expect(screeningView(null)).toMatchObject({ label: 'Not screened', blocksApproval: false });
  });

  it('labels scores, topics and the screening flag', () => {
    expect(scorePercent(0.912)).toBe('91%');
    expect(scorePercent(null)).toBe('—');
    expect(topicLabels(['sanction', 'role.pep', 'sanction.linked'])).toBe('Sanctions, PEP');
    expect(riskFlagLabel('screening_match')).toBe('Possible sanctions/PEP screening match');
  });

  it('a screening refusal shows the server’s message', () => {
    const failed = { title: 'Approval Failed', description: 'Failed to approve KYC verification.' };
    expect(reviewFailureToast(failed, { code: 'KYC.SCREENING_PENDING', message: 'Not screened yet' })).toEqual({
      title: 'Approval Failed',
      description: 'Not screened yet',
    });
  });
});

describe('in other languages', () => {
  it('words the decisions in French, numbers the French way', () => {
    const french = testIntl(fr, 'fr');
    expect(rules.kycReviewToasts(french).approved.title).toBe('KYC approuvé');
    expect(rules.scorePercent(0.912, french)).toBe('91\u00a0%');
    expect(rules.reviewStatusBadge('requires_additional_info', french)).toEqual({
      label: 'Informations requises',
      tone: 'warning',
    });
  });

  it('lists topics with the Arabic separator', () => {
    const arabic = testIntl(ar, 'ar');
    const topics = rules.topicLabels(['sanction', 'role.pep'], arabic);
    expect(topics).toContain(ar['adminKyc.topic.sanctions']);
    expect(topics).toContain(ar['adminKyc.topic.pep']);
    expect(topics).not.toContain(', ');
  });
});
