import { useField } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { AppForm } from '../../forms/components/app-form';
import { formatMoney } from '../../currency/format-money';
import { displayOnlyCurrency, US_DOLLAR } from '../../currency/currencies';
import { StyledButton } from '../../ui/components/button';
import { errorMessage } from '../../../lib/error-message';
import { usePayOnline, type StartedCheckout } from '../hooks/use-pay-online';
import {
  channelsText,
  PAY_ONLINE_CHOICES,
  payOnlineSchema,
  rateText,
  type PayOnlineCurrency,
} from '../pay-online-rules';

const StyledBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledPayLink = styled.a`
  display: inline-flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  max-width: 100%;
`;

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

function CurrencyChoice() {
  const [field, meta] = useField<string>('currency');
  const id = useId();
  return (
    <fieldset aria-describedby={meta.error ? `${id}-error` : undefined}>
      <legend>Pay in</legend>
      {PAY_ONLINE_CHOICES.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name={field.name}
            value={choice.value}
            checked={field.value === choice.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
          {choice.label}
        </label>
      ))}
      {meta.touched && meta.error ? <StyledError id={`${id}-error`}>{meta.error}</StyledError> : null}
    </fieldset>
  );
}

function Quote({ checkout }: { checkout: StartedCheckout }) {
  const currency = checkout.currency === 'USD' ? US_DOLLAR : displayOnlyCurrency(checkout.currency);
  const rate = rateText(checkout.currency, checkout.rate);
  return (
    <div data-testid="payment-quote">
      <p>
        Pay{' '}
        <strong>
          {formatMoney(checkout.amount, currency)} {checkout.currency}
        </strong>{' '}
        by {channelsText(checkout.channels)}
        {rate ? ` (rate locked: ${rate})` : ''}. This quote holds until{' '}
        {timeFormat.format(new Date(checkout.quoteExpiresAt))}.
      </p>
      <p>
        <StyledPayLink href={checkout.authorizationUrl}>Continue to payment</StyledPayLink>
      </p>
      <p>You pay on the payment provider&apos;s page; we never see your card or wallet details.</p>
    </div>
  );
}

/**
 * "Pay with mobile money or card" under the payment instructions (issue 22): the investor picks GHS (mobile
 * money, card, bank; the rate is locked by the server for the quote's life) or USD (card), sees the quote and
 * continues to the provider's page. Nothing shows where paying online is off (bank transfer only).
 */
export function PayOnline({ investmentId }: { investmentId: number }) {
  const { available, start, starting } = usePayOnline();
  const [open, setOpen] = useState(false);
  const [checkout, setCheckout] = useState<StartedCheckout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!available) return null;
  return (
    <StyledBox aria-label="Pay online">
      {!open ? (
        <StyledButton type="button" onClick={() => setOpen(true)}>
          Pay with mobile money or card
        </StyledButton>
      ) : checkout ? (
        <Quote checkout={checkout} />
      ) : (
        <AppForm<{ currency: PayOnlineCurrency | '' }>
          initialValues={{ currency: 'GHS' }}
          schema={payOnlineSchema}
          aria-label="Pay with mobile money or card"
          onSubmit={async (values) => {
            setFailure(null);
            try {
              setCheckout(await start(investmentId, values.currency as PayOnlineCurrency));
            } catch (error) {
              setFailure(errorMessage(error, 'The payment could not be started. Try again in a moment.'));
            }
          }}
        >
          <CurrencyChoice />
          {failure ? <StyledError role="alert">{failure}</StyledError> : null}
          <StyledButton type="submit" disabled={starting}>
            {starting ? 'Getting your quote…' : 'Get quote'}
          </StyledButton>
        </AppForm>
      )}
    </StyledBox>
  );
}
