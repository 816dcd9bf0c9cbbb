import type { FormikProps, FormikTouched } from 'formik';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { isRateLimited, NETWORK_MESSAGE, rateLimitMessage, type ApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { ProgressBar } from '../../ui/components/progress-bar';
import { useSubmitKyc } from '../hooks/use-submit-kyc';
import { missingDocuments } from '../kyc-files';
import { EMPTY_KYC, firstStepWith, isStepValid, KYC_STEPS, kycSchema, type KycFormValues } from '../kyc-schema';
import { createPreviewUrls } from './kyc-file-field';
import { KycStepIndicator } from './kyc-step-indicator';
import {
  AddressStep,
  FinancialStep,
  IdentityStep,
  PersonalStep,
  ProofOfAddressStep,
  UploadStep,
} from './kyc-wizard-steps';

const StyledWizard = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledStepHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledStepTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
`;

const StyledNav = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledUpload = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TITLES = KYC_STEPS.map((step) => step.title);
const LAST = KYC_STEPS.length - 1;

function failureDescription(failure: ApiFailure): string {
  const base = 'Failed to submit KYC verification';
  if (isRateLimited(failure)) return `${base}. ${rateLimitMessage(null, failure.retryAfterSeconds)}`;
  if (failure.network) return `${base}. ${NETWORK_MESSAGE}`;
  if (failure.status === 413) return `${base}. Each document may be at most 10 MB.`;
  // Field messages are shown under their fields; another reason (a submission already under review) is said here.
  if (!failure.fields && failure.message) return `${base}. ${failure.message}`;
  return base;
}

/** Text inputs submit a form on Enter; in the wizard, Enter goes to the next step instead (when it may). */
function isTextEntry(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button', 'submit'].includes(target.type);
}

interface KycWizardProps {
  /** After the server accepted the submission (the status card then reads Under Review). */
  onSubmitted?: () => void;
}

/**
 * The six-step KYC wizard (accounts spec §2 and §5): Previous is disabled on step 1, Next is enabled only when
 * the step's required fields are valid, the last step shows Submit Verification. The documents go up as
 * multipart with a progress bar. Nothing typed is lost when the submission fails: the server's field messages
 * appear under their fields and the wizard opens the first step that has one.
 */
export default function KycWizard({ onSubmitted }: KycWizardProps) {
  const [step, setStep] = useState(0);
  const [previews] = useState(createPreviewUrls);
  const [schema] = useState(() => kycSchema());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { submit, progress } = useSubmitKyc();
  const toast = useToast();

  useEffect(() => () => previews.releaseAll(), [previews]);

  // Each new step (and the wizard itself, when it opens) is announced by moving focus to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const onSubmitClick = async (form: FormikProps<KycFormValues>) => {
    const errors = await form.validateForm();
    const invalid = Object.keys(errors);
    if (invalid.length > 0) {
      const touched = Object.fromEntries(invalid.map((name) => [name, true])) as FormikTouched<KycFormValues>;
      await form.setTouched(touched, false);
      setStep(Math.max(0, firstStepWith(invalid)));
      return;
    }
    const missing = missingDocuments(form.values);
    if (missing.length > 0) {
      toast({
        title: 'Missing Documents',
        description: `Please upload: ${missing.join(', ')}`,
        variant: 'destructive',
      });
      return;
    }
    await form.submitForm();
  };

  return (
    <AppForm<KycFormValues>
      initialValues={EMPTY_KYC}
      schema={schema}
      aria-label="Identity verification"
      onSubmit={async (values, helpers) => {
        clearServerFieldErrors(helpers);
        const outcome = await submit(values);
        if (outcome.ok) {
          toast({
            title: 'KYC Verification Submitted',
            description: 'Our compliance team will review your documents within 2-3 business days.',
            variant: 'success',
          });
          onSubmitted?.();
          return;
        }
        const { failure } = outcome;
        if (setServerFieldErrors(helpers, failure.fields, values)) {
          const first = firstStepWith(Object.keys(failure.fields ?? {}));
          if (first >= 0) setStep(first);
        }
        toast({ title: 'Submission Failed', description: failureDescription(failure), variant: 'destructive' });
      }}
    >
      {(form) => {
        const current = KYC_STEPS[step];
        const canGoOn = isStepValid(current, form.values);
        const next = () => {
          if (canGoOn) setStep((s) => Math.min(LAST, s + 1));
        };
        const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
          if (event.key !== 'Enter' || !isTextEntry(event.target)) return;
          event.preventDefault();
          if (step < LAST) next();
        };
        return (
          <StyledWizard data-testid="kyc-wizard" onKeyDown={onKeyDown}>
            <KycStepIndicator titles={TITLES} current={step} />
            <StyledStepHead>
              <StyledMuted>
                Step {step + 1} of {KYC_STEPS.length}
              </StyledMuted>
              <StyledStepTitle ref={headingRef} tabIndex={-1}>
                {current.title}
              </StyledStepTitle>
            </StyledStepHead>
            <div>
              {step === 0 ? <PersonalStep /> : null}
              {step === 1 ? <AddressStep /> : null}
              {step === 2 ? <IdentityStep /> : null}
              {step === 3 ? <FinancialStep /> : null}
              {step === 4 ? <ProofOfAddressStep previews={previews} /> : null}
              {step === 5 ? <UploadStep previews={previews} /> : null}
            </div>
            {progress !== null ? (
              <StyledUpload>
                <span>Uploading documents… {progress}%</span>
                <ProgressBar value={progress} label="Upload progress" />
              </StyledUpload>
            ) : null}
            <StyledNav>
              <StyledButton
                $variant="outline"
                disabled={step === 0 || form.isSubmitting}
                onClick={() => setStep((s) => Math.max(0, s - 1))}
              >
                <Icon name="arrowLeft" size={16} />
                Previous
              </StyledButton>
              {step < LAST ? (
                <>
                  {!canGoOn ? <StyledMuted>Fill in the required fields (*) to continue.</StyledMuted> : null}
                  <StyledButton disabled={!canGoOn} onClick={next}>
                    Next
                    <Icon name="arrowRight" size={16} />
                  </StyledButton>
                </>
              ) : (
                <StyledButton disabled={form.isSubmitting} onClick={() => void onSubmitClick(form)}>
                  <Icon name="shield" size={16} />
                  {form.isSubmitting ? 'Submitting…' : 'Submit Verification'}
                </StyledButton>
              )}
            </StyledNav>
          </StyledWizard>
        );
      }}
    </AppForm>
  );
}
