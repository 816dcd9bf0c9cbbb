import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { KycReviewPanel_ReviewFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { kycOptionLabel } from '../../kyc/kyc-options';
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
  kycReviewToasts,
  rejectionReasonError,
  reviewFailureToast,
  reviewStatusBadge,
  riskFlagLabel,
  screeningView,
} from '../kyc-review-rules';
import { KycDocumentViewer } from './kyc-document-viewer';
import { KycScreeningSection } from './kyc-screening-section';

type Review = KycReviewPanel_ReviewFragment;
/** A fact the investor left empty. */
const NONE = '—';
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

function Facts({ rows }: { rows: ReadonlyArray<[string, string | null | undefined]> }) {
  return (
    <StyledFactList>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || NONE}</dd>
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
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminKyc.${id}` });
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const toasts = kycReviewToasts(intl);
  const ids = useId();
  const { approve, reject, requestInformation } = useKycReview();
  const toast = useToast();
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BoxName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [overrideScreening, setOverrideScreening] = useState(false);
  const screening = screeningView(review.screening, intl);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const status = reviewStatusBadge(review.status, intl);

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
    const problem = rejectionReasonError(reason, intl);
    if (problem) {
      setErrors({ rejectionReason: problem });
      reasonRef.current?.focus();
      toast({ ...toasts.reasonRequired, variant: 'destructive' });
      return;
    }
    void decide(() => reject(review.id, reason, notes), toasts.rejected, toasts.rejectFailed);
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
        {review.riskLevel === 'high' ? <StyledBadge $tone="danger">{t('highRisk')}</StyledBadge> : null}
      </StyledHead>

      {review.riskLevel === 'high' ? (
        <StyledRisk role="note">
          <Icon name="alert" />
          <div>
            <strong>
              <FormattedMessage
                id="adminKyc.riskFlags"
                values={{
                  flags: intl.formatList(
                    review.riskFlags.map((flag) => riskFlagLabel(flag, intl)),
                    { type: 'unit', style: 'short' },
                  ),
                }}
              />
            </strong>
            <br />
            <FormattedMessage id="adminKyc.riskAdvice" />
          </div>
        </StyledRisk>
      ) : null}

      <KycScreeningSection check={review.screening} />

      <div>
        <StyledSectionTitle>{t('section.personal')}</StyledSectionTitle>
        <Facts
          rows={[
            [t('field.username'), review.username],
            [t('field.email'), review.email],
            [t('field.phone'), review.phoneNumber],
            [t('field.dateOfBirth'), review.dateOfBirth],
            [t('field.nationality'), kycOptionLabel(intl, 'nationality', review.nationality)],
            [t('field.submitted'), formatReviewTime(review.submittedAt, intl.locale)],
          ]}
        />
      </div>
      <div>
        <StyledSectionTitle>{t('section.address')}</StyledSectionTitle>
        <Facts
          rows={[
            [t('field.address'), review.address],
            [t('field.city'), review.city],
            [t('field.postalCode'), review.postalCode],
            [t('field.country'), kycOptionLabel(intl, 'country', review.country)],
            [t('field.proofOfAddress'), kycOptionLabel(intl, 'proofOfAddressType', review.proofOfAddressType)],
            [t('field.proofOfAddressDate'), review.proofOfAddressDate],
          ]}
        />
      </div>
      <div>
        <StyledSectionTitle>{t('section.identity')}</StyledSectionTitle>
        <Facts
          rows={[
            [t('field.documentType'), kycOptionLabel(intl, 'documentType', review.documentType)],
            [t('field.documentNumber'), review.documentNumber],
            [t('field.expiryDate'), review.documentExpiryDate],
          ]}
        />
      </div>
      <div>
        <StyledSectionTitle>{t('section.financial')}</StyledSectionTitle>
        <Facts
          rows={[
            [t('field.sourceOfFunds'), kycOptionLabel(intl, 'sourceOfFunds', review.sourceOfFunds)],
            [t('field.details'), review.sourceOfFundsDetails],
            [t('field.employmentStatus'), kycOptionLabel(intl, 'employmentStatus', review.employmentStatus)],
            [t('field.occupation'), review.occupation],
            [t('field.annualIncome'), review.annualIncome],
            [t('field.politicallyExposed'), yesNo(review.isPoliticallyExposed)],
            [t('field.politicalExposureDetails'), review.politicalExposureDetails],
            [t('field.highRiskCountry'), yesNo(review.isHighRiskCountry)],
          ]}
        />
      </div>

      <div>
        <StyledSectionTitle>{t('section.documents')}</StyledSectionTitle>
        <StyledDocuments>
          {review.documents.map((document) => (
            <KycDocumentViewer key={document.kind} document={document} owner={review.fullName} />
          ))}
        </StyledDocuments>
      </div>

      {box('reviewNotes', t('reviewNotes'), notes, setNotes, t('reviewNotesHint'))}
      {box('rejectionReason', t('rejectionReason'), reason, setReason, t('rejectionReasonHint'))}

      {screening.blocksApproval ? (
        <StyledOverride>
          <input
            type="checkbox"
            checked={overrideScreening}
            onChange={(event) => setOverrideScreening(event.target.checked)}
          />
          <span>
            <FormattedMessage id="adminKyc.override" />
          </span>
        </StyledOverride>
      ) : null}

      <StyledActions>
        <StyledButton
          disabled={busy}
          onClick={() =>
            void decide(
              () => approve(review.id, notes, screening.blocksApproval && overrideScreening),
              toasts.approved,
              toasts.approveFailed,
            )
          }
        >
          <Icon name="check" size={16} />
          <FormattedMessage id="adminKyc.approve" />
        </StyledButton>
        <StyledButton $variant="danger" disabled={busy} onClick={onReject}>
          <Icon name="close" size={16} />
          <FormattedMessage id="adminKyc.reject" />
        </StyledButton>
        <StyledButton
          $variant="outline"
          disabled={busy}
          onClick={() =>
            void decide(() => requestInformation(review.id, notes), toasts.informationRequested, toasts.requestFailed)
          }
        >
          <Icon name="file" size={16} />
          <FormattedMessage id="adminKyc.requestInformation" />
        </StyledButton>
      </StyledActions>
    </StyledPanel>
  );
}
