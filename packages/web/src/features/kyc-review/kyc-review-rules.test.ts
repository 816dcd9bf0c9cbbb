import { describe, expect, it } from 'vitest';
import {
  documentDisplay,
  KYC_REVIEW_TOASTS,
  rejectionReasonError,
  reviewFailureToast,
  riskFlagLabel,
} from './kyc-review-rules';

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
