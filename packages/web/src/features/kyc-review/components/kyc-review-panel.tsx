import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { KycReviewPanel_ReviewFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import {
  COUNTRIES,
  DOCUMENT_TYPES,
  EMPLOYMENT_STATUSES,
  labelOf,
  NATIONALITIES,
  PROOF_OF_ADDRESS_TYPES,
  SOURCES_OF_FUNDS,
} from '../../kyc/kyc-options';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { Icon } from '../../ui/components/icon';
import { StyledCard } from '../../ui/components/layout-primitives';
import { StyledLabel } from '../../ui/components/native-select';
import { useKycReview } from '../hooks/use-kyc-review';
import { formatReviewTime } from '../kyc-review-format';
import {
  KYC_REVIEW_TOASTS,
  REVIEW_STATUS_BADGES,
  rejectionReasonError,
  reviewFailureToast,
  riskFlagLabel,
  screeningView,
} from '../kyc-review-rules';
import { KycDocumentViewer } from './kyc-document-viewer';
import { KycScreeningSection } from './kyc-screening-section';

type Review = KycReviewPanel_ReviewFragment;
type BoxName = 'reviewNotes' | 'rejectionReason';

const StyledPanel = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    flex: 1;
    min-width: 12ch;
    &:focus {
      outline: none;
    }
  }
`;

const StyledSectionTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StyledRisk = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDocuments = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledTextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  resize: vertical;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  p {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledOverride = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input {
    margin-top: 0.2em;
    flex: none;
  }
`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Facts({ rows }: { rows: ReadonlyArray<[string, string | null | undefined]> }) {
  return (
    <StyledFactList>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </StyledFactList>
  );
}

interface KycReviewPanelProps {
  review: Review;
  /** After an approval, a rejection or a request for information: the record has left the list. */
  onDecided: () => void;
}

/**
 * The review of one verification (accounts spec §2 "KYC tab"): every field, the risk flags, the documents in
 * place, the review notes and rejection reason boxes, and Approve KYC / Reject KYC / Request more information.
 */
export function KycReviewPanel({ review, onDecided }: KycReviewPanelProps) {
  const ids = useId();
  const { approve, reject, requestInformation } = useKycReview();
  const toast = useToast();
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BoxName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [overrideScreening, setOverrideScreening] = useState(false);
  const screening = screeningView(review.screening);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const status = REVIEW_STATUS_BADGES[review.status];

  const decide = async (
    call: () => Promise<void>,
    success: { title: string; description: string },
    failed: { title: string; description: string },
  ) => {
    setBusy(true);
    setErrors({});
    try {
      await call();
      toast({ ...success, variant: 'success' });
      onDecided();
    } catch (error) {
      const failure = readApiFailure(error);
      const fields = failure.fields ?? {};
      const boxErrors: Partial<Record<BoxName, string>> = {};
      if (fields.reviewNotes) boxErrors.reviewNotes = fields.reviewNotes;
      if (fields.rejectionReason) boxErrors.rejectionReason = fields.rejectionReason;
      setErrors(boxErrors);
      if (boxErrors.reviewNotes) notesRef.current?.focus();
      else if (boxErrors.rejectionReason) reasonRef.current?.focus();
      toast({ ...reviewFailureToast(failed, failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const onReject = () => {
    const problem = rejectionReasonError(reason);
    if (problem) {
      setErrors({ rejectionReason: problem });
      reasonRef.current?.focus();
      toast({ ...KYC_REVIEW_TOASTS.reasonRequired, variant: 'destructive' });
      return;
    }
    void decide(() => reject(review.id, reason, notes), KYC_REVIEW_TOASTS.rejected, KYC_REVIEW_TOASTS.rejectFailed);
  };

  const box = (name: BoxName, label: string, value: string, set: (v: string) => void, hint: string) => {
    const id = `${ids}-${name}`;
    const error = errors[name];
    return (
      <StyledBox>
        <StyledLabel htmlFor={id}>{label}</StyledLabel>
        <StyledTextArea
          ref={name === 'reviewNotes' ? notesRef : reasonRef}
          id={id}
          value={value}
          maxLength={1000}
          placeholder={hint}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            set(event.target.value);
            if (error) setErrors((current) => ({ ...current, [name]: undefined }));
          }}
        />
        {error ? (
          <p id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </StyledBox>
    );
  };

  return (
    <StyledPanel as="section" aria-labelledby={`${ids}-title`} data-testid="kyc-review-panel">
      <StyledHead>
        <h3 id={`${ids}-title`} tabIndex={-1}>
          {review.fullName}
        </h3>
        {status ? <StyledBadge $tone={status.tone}>{status.label}</StyledBadge> : null}
        {review.riskLevel === 'high' ? <StyledBadge $tone="danger">High risk</StyledBadge> : null}
      </StyledHead>

      {review.riskLevel === 'high' ? (
        <StyledRisk role="note">
          <Icon name="alert" />
          <div>
            <strong>Risk flags: {review.riskFlags.map(riskFlagLabel).join(', ')}.</strong>
            <br />
            Check the documents with extra care; approving needs review notes explaining the decision.
          </div>
        </StyledRisk>
      ) : null}

      <KycScreeningSection check={review.screening} />

      <div>
        <StyledSectionTitle>Personal</StyledSectionTitle>
        <Facts
          rows={[
            ['Username', review.username],
            ['Email', review.email],
            ['Phone', review.phoneNumber],
            ['Date of birth', review.dateOfBirth],
            ['Nationality', labelOf(NATIONALITIES, review.nationality)],
            ['Submitted', formatReviewTime(review.submittedAt)],
          ]}
        />
      </div>
      <div>
        <StyledSectionTitle>Address</StyledSectionTitle>
        <Facts
          rows={[
            ['Address', review.address],
            ['City', review.city],
            ['Postal code', review.postalCode],
            ['Country', labelOf(COUNTRIES, review.country)],
            ['Proof of address', labelOf(PROOF_OF_ADDRESS_TYPES, review.proofOfAddressType)],
            ['Proof of address date', review.proofOfAddressDate],
          ]}
        />
      </div>
      <div>
        <StyledSectionTitle>Identity document</StyledSectionTitle>
        <Facts
          rows={[
            ['Document type', labelOf(DOCUMENT_TYPES, review.documentType)],
            ['Document number', review.documentNumber],
            ['Expiry date', review.documentExpiryDate],
          ]}
        />
      </div>
      <div>
        <StyledSectionTitle>Financial</StyledSectionTitle>
        <Facts
          rows={[
            ['Source of funds', labelOf(SOURCES_OF_FUNDS, review.sourceOfFunds)],
            ['Details', review.sourceOfFundsDetails],
            ['Employment status', labelOf(EMPLOYMENT_STATUSES, review.employmentStatus)],
            ['Occupation', review.occupation],
            ['Annual income (USD)', review.annualIncome],
            ['Politically exposed', yesNo(review.isPoliticallyExposed)],
            ['Political exposure details', review.politicalExposureDetails],
            ['High-risk country', yesNo(review.isHighRiskCountry)],
          ]}
        />
      </div>

      <div>
        <StyledSectionTitle>Documents</StyledSectionTitle>
        <StyledDocuments>
          {review.documents.map((document) => (
            <KycDocumentViewer key={document.kind} document={document} owner={review.fullName} />
          ))}
        </StyledDocuments>
      </div>

      {box('reviewNotes', 'Review Notes', notes, setNotes, 'What you checked and why you decided as you did')}
      {box('rejectionReason', 'Rejection Reason', reason, setReason, 'Shown to the investor if you reject')}

      {screening.blocksApproval ? (
        <StyledOverride>
          <input
            type="checkbox"
            checked={overrideScreening}
            onChange={(event) => setOverrideScreening(event.target.checked)}
          />
          <span>Approve without a completed screening (override; your review notes must say why)</span>
        </StyledOverride>
      ) : null}

      <StyledActions>
        <StyledButton
          disabled={busy}
          onClick={() =>
            void decide(
              () => approve(review.id, notes, screening.blocksApproval && overrideScreening),
              KYC_REVIEW_TOASTS.approved,
              KYC_REVIEW_TOASTS.approveFailed,
            )
          }
        >
          <Icon name="check" size={16} />
          Approve KYC
        </StyledButton>
        <StyledButton $variant="danger" disabled={busy} onClick={onReject}>
          <Icon name="close" size={16} />
          Reject KYC
        </StyledButton>
        <StyledButton
          $variant="outline"
          disabled={busy}
          onClick={() =>
            void decide(
              () => requestInformation(review.id, notes),
              KYC_REVIEW_TOASTS.informationRequested,
              KYC_REVIEW_TOASTS.requestFailed,
            )
          }
        >
          <Icon name="file" size={16} />
          Request more information
        </StyledButton>
      </StyledActions>
    </StyledPanel>
  );
}
