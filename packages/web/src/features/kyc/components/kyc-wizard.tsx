import type { FormikProps, FormikTouched } from 'formik';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { isRateLimited, networkMessage, rateLimitMessage, type ApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { ProgressBar } from '../../ui/components/progress-bar';
import { useSubmitKyc } from '../hooks/use-submit-kyc';
import { kycFileLabel, missingDocuments } from '../kyc-files';
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

const LAST = KYC_STEPS.length - 1;

function failureDescription(failure: ApiFailure, intl: IntlShape): string {
  const because = (reason: string) => intl.formatMessage({ id: 'kyc.wizard.failedBecause' }, { reason });
  if (isRateLimited(failure)) return because(rateLimitMessage(intl, failure.retryAfterSeconds));
  if (failure.network) return because(networkMessage(intl));
  if (failure.status === 413) return intl.formatMessage({ id: 'kyc.wizard.failedTooLarge' });
  // Field messages are shown under their fields; another reason (a submission already under review) is said here.
  if (!failure.fields && failure.message) return because(failure.message);
  return intl.formatMessage({ id: 'kyc.wizard.failed' });
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
  const intl = useIntl();
  const titles = KYC_STEPS.map((each) => intl.formatMessage({ id: each.titleId }));

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
        title: intl.formatMessage({ id: 'kyc.wizard.missingTitle' }),
        description: intl.formatMessage(
          { id: 'kyc.wizard.missingText' },
          {
            documents: intl.formatList(
              missing.map((field) => kycFileLabel(intl, field)),
              { type: 'unit' },
            ),
          },
        ),
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
      aria-label={intl.formatMessage({ id: 'kyc.wizard.label' })}
      onSubmit={async (values, helpers) => {
        clearServerFieldErrors(helpers);
        const outcome = await submit(values);
        if (outcome.ok) {
          toast({
            title: intl.formatMessage({ id: 'kyc.wizard.submittedTitle' }),
            description: intl.formatMessage({ id: 'kyc.wizard.submittedText' }),
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
        toast({
          title: intl.formatMessage({ id: 'kyc.wizard.failedTitle' }),
          description: failureDescription(failure, intl),
          variant: 'destructive',
        });
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
            <KycStepIndicator titles={titles} current={step} />
            <StyledStepHead>
              <StyledMuted>
                <FormattedMessage id="kyc.wizard.stepOf" values={{ number: step + 1, count: KYC_STEPS.length }} />
              </StyledMuted>
              <StyledStepTitle ref={headingRef} tabIndex={-1}>
                {titles[step]}
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
                <span>
                  <FormattedMessage
                    id="kyc.wizard.uploading"
                    values={{ percent: intl.formatNumber(progress / 100, { style: 'percent' }) }}
                  />
                </span>
                <ProgressBar value={progress} label={intl.formatMessage({ id: 'kyc.wizard.uploadProgress' })} />
              </StyledUpload>
            ) : null}
            <StyledNav>
              <StyledButton
                $variant="outline"
                disabled={step === 0 || form.isSubmitting}
                onClick={() => setStep((s) => Math.max(0, s - 1))}
              >
                <Icon name="arrowLeft" size={16} />
                <FormattedMessage id="kyc.wizard.previous" />
              </StyledButton>
              {step < LAST ? (
                <>
                  {!canGoOn ? (
                    <StyledMuted>
                      <FormattedMessage id="kyc.wizard.fillRequired" />
                    </StyledMuted>
                  ) : null}
                  <StyledButton disabled={!canGoOn} onClick={next}>
                    <FormattedMessage id="kyc.wizard.next" />
                    <Icon name="arrowRight" size={16} />
                  </StyledButton>
                </>
              ) : (
                <StyledButton disabled={form.isSubmitting} onClick={() => void onSubmitClick(form)}>
                  <Icon name="shield" size={16} />
                  <FormattedMessage id={form.isSubmitting ? 'kyc.wizard.submitting' : 'kyc.wizard.submit'} />
                </StyledButton>
              )}
            </StyledNav>
          </StyledWizard>
        );
      }}
    </AppForm>
  );
}
