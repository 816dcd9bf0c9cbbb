import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { readApiFailure, type ApiFailure } from '../../../lib/api-error';
import { useCurrency } from '../../currency/hooks/use-currency';
import { formatMoney, moneyLocale } from '../../currency/format-money';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useCurrentUser } from '../../session/use-current-user';
import { useToast } from '../../toast/hooks/use-toast';
import type { ToastInput } from '../../toast/toast-context';
import { StyledButton } from '../../ui/components/button';
import {
  contactOptions,
  EMPTY_INTEREST,
  hasRequiredInterestFields,
  INTEREST_MESSAGE_MAX,
  INTEREST_STEP,
  MIN_INTEREST_USD,
  interestToasts,
  interestPayloadOf,
  interestSchema,
  minimumInterestIn,
  type InterestFormValues,
  type InterestPayload,
} from '../interest-schema';
import { AmountField } from './amount-field';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

interface InterestFormProps {
  /** 'Investment Amount', or 'Investment Amount per Unit' on the project page; the currency code is added. */
  amountLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** Sends the interest (the amount already in USD); resolves once recorded, throws what the call threw. */
  submit: (payload: InterestPayload) => Promise<void>;
  /**
   * The toast for a failed submission, an expired session included (the card and the project page word them
   * differently). Messages about fields also appear under the fields.
   */
  failureToast: (failure: ApiFailure, error: unknown) => ToastInput;
}

/**
 * The signed-in investor's own email fills the contact while the method is email: switching to phone or
 * WhatsApp empties it (an email is not a number), switching back fills it again if nothing else was typed.
 * The investor may always type another address.
 */
function ContactPrefill({ email }: { email: string | undefined }) {
  const { values, setFieldValue } = useFormikContext<InterestFormValues>();
  const previous = useRef(values.contactPreference);
  useEffect(() => {
    if (previous.current === values.contactPreference) return;
    const wasEmail = previous.current === 'email';
    previous.current = values.contactPreference;
    if (!email) return;
    if (wasEmail && values.contactInfo.trim() === email) void setFieldValue('contactInfo', '', false);
    else if (values.contactPreference === 'email' && !values.contactInfo.trim()) {
      void setFieldValue('contactInfo', email, false);
    }
  }, [values.contactPreference, values.contactInfo, email, setFieldValue]);
  return null;
}

/**
 * The interest form shared by the project cards and the project page (investor spec §5): the amount in the
 * currency being viewed, with the 1,000 USD minimum converted in its hint; the contact method and an email or
 * phone input to match, the investor's own email already filled in; an optional message with its counter. The
 * server's field messages appear under the fields.
 */
export function InterestForm({ amountLabel, submitLabel, onCancel, submit, failureToast }: InterestFormProps) {
  const { currency } = useCurrency();
  const { user } = useCurrentUser();
  const toast = useToast();
  const ownEmail = user?.email || undefined;
  const initialValues = useMemo(() => ({ ...EMPTY_INTEREST, contactInfo: ownEmail ?? '' }), [ownEmail]);
  const intl = useIntl();
  const schema = useMemo(() => interestSchema(currency, intl.locale), [currency, intl.locale]);
  const minimum = minimumInterestIn(currency);
  const minimumText = formatMoney(minimum, currency, moneyLocale(intl.locale));
  const minimumHint =
    currency.code === 'USD'
      ? intl.formatMessage({ id: 'investing.interest.minimum' }, { amount: minimumText })
      : intl.formatMessage(
          { id: 'investing.interest.minimumConverted' },
          { amount: minimumText, usd: intl.formatNumber(Number(MIN_INTEREST_USD)) },
        );

  return (
    <AppForm<InterestFormValues>
      initialValues={initialValues}
      schema={schema}
      aria-label={intl.formatMessage({ id: 'investing.interest.formLabel' })}
      onSubmit={async (values, helpers) => {
        if (!hasRequiredInterestFields(values)) {
          toast({ ...interestToasts(intl).missing, variant: 'destructive' });
          return;
        }
        clearServerFieldErrors(helpers);
        try {
          await submit(interestPayloadOf(values, currency));
          helpers.resetForm();
        } catch (error) {
          const failure = readApiFailure(error);
          setServerFieldErrors(helpers, failure.fields, values);
          toast({ ...failureToast(failure, error), variant: 'destructive' });
        }
      }}
    >
      {({ values, isSubmitting }) => {
        const email = values.contactPreference === 'email';
        return (
          <>
            <ContactPrefill email={ownEmail} />
            <AmountField
              name="interestAmount"
              label={intl.formatMessage(
                { id: 'investing.interest.amountLabel' },
                { label: amountLabel, currency: currency.code },
              )}
              required
              min={minimum}
              step={INTEREST_STEP}
              hint={minimumHint}
            />
            <SelectField
              name="contactPreference"
              label={intl.formatMessage({ id: 'investing.interest.contactMethod' })}
              required
              options={contactOptions(intl)}
            />
            <TextField
              name="contactInfo"
              label={intl.formatMessage({
                id: email
                  ? 'investing.interest.email'
                  : values.contactPreference === 'whatsapp'
                    ? 'investing.interest.whatsapp'
                    : 'investing.interest.phone',
              })}
              type={email ? 'email' : 'tel'}
              autoComplete={email ? 'email' : 'tel'}
              required
            />
            <TextField
              name="message"
              label={intl.formatMessage({ id: 'investing.interest.message' })}
              multiline
              maxLength={INTEREST_MESSAGE_MAX}
            />
            <StyledActions>
              <StyledButton $variant="ghost" onClick={onCancel}>
                <FormattedMessage id="investing.interest.cancel" />
              </StyledButton>
              {/* Empty, not blank: a contact of spaces reaches the 'Missing Information' toast. */}
              <StyledButton type="submit" disabled={isSubmitting || !values.interestAmount || !values.contactInfo}>
                {isSubmitting ? <FormattedMessage id="investing.interest.submitting" /> : submitLabel}
              </StyledButton>
            </StyledActions>
          </>
        );
      }}
    </AppForm>
  );
}
