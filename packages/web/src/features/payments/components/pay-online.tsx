import { useField } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AppForm } from '../../forms/components/app-form';
import { formatMoney, moneyLocale } from '../../currency/format-money';
import { displayOnlyCurrency, US_DOLLAR } from '../../currency/currencies';
import { StyledButton } from '../../ui/components/button';
import { errorMessage } from '../../../lib/error-message';
import { usePayOnline, type StartedCheckout } from '../hooks/use-pay-online';
import { formatFieldMessage } from '../../forms/field-message';
import {
  channelsText,
  PAY_ONLINE_CURRENCIES,
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

function CurrencyChoice() {
  const [field, meta] = useField<string>('currency');
  const id = useId();
  const intl = useIntl();
  return (
    <fieldset aria-describedby={meta.error ? `${id}-error` : undefined}>
      <legend>
        <FormattedMessage id="investing.pay.legend" />
      </legend>
      {PAY_ONLINE_CURRENCIES.map((currency) => (
        <label key={currency}>
          <input
            type="radio"
            name={field.name}
            value={currency}
            checked={field.value === currency}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
          <FormattedMessage id={`investing.pay.choice.${currency}`} />
        </label>
      ))}
      {meta.touched && meta.error ? (
        <StyledError id={`${id}-error`}>{formatFieldMessage(intl, meta.error)}</StyledError>
      ) : null}
    </fieldset>
  );
}

function Quote({ checkout }: { checkout: StartedCheckout }) {
  const currency = checkout.currency === 'USD' ? US_DOLLAR : displayOnlyCurrency(checkout.currency);
  const intl = useIntl();
  const rate = rateText(checkout.currency, checkout.rate, intl);
  const values = {
    amount: formatMoney(checkout.amount, currency, moneyLocale(intl.locale)),
    currency: checkout.currency,
    channels: channelsText(checkout.channels, intl),
    rate,
    // The quote's end in the viewer's clock, written the interface language's way.
    time: intl.formatTime(new Date(checkout.quoteExpiresAt), { hour: '2-digit', minute: '2-digit' }),
    strong: (text: ReactNode[]) => <strong>{text}</strong>,
  };
  return (
    <div data-testid="payment-quote">
      <p>
        <FormattedMessage id={rate ? 'investing.pay.quoteWithRate' : 'investing.pay.quote'} values={values} />
      </p>
      <p>
        <StyledPayLink href={checkout.authorizationUrl}>
          <FormattedMessage id="investing.pay.continue" />
        </StyledPayLink>
      </p>
      <p>
        <FormattedMessage id="investing.pay.providerNote" />
      </p>
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
  const intl = useIntl();
  if (!available) return null;
  return (
    <StyledBox aria-label={intl.formatMessage({ id: 'investing.pay.label' })}>
      {!open ? (
        <StyledButton type="button" onClick={() => setOpen(true)}>
          <FormattedMessage id="investing.pay.open" />
        </StyledButton>
      ) : checkout ? (
        <Quote checkout={checkout} />
      ) : (
        <AppForm<{ currency: PayOnlineCurrency | '' }>
          initialValues={{ currency: 'GHS' }}
          schema={payOnlineSchema}
          aria-label={intl.formatMessage({ id: 'investing.pay.open' })}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              setCheckout(await start(investmentId, values.currency as PayOnlineCurrency));
            } catch (error) {
              setFailure(errorMessage(error, intl.formatMessage({ id: 'investing.pay.failed' })));
            }
          }}
        >
          <CurrencyChoice />
          {failure ? <StyledError role="alert">{failure}</StyledError> : null}
          <StyledButton type="submit" disabled={starting}>
            <FormattedMessage id={starting ? 'investing.pay.gettingQuote' : 'investing.pay.getQuote'} />
          </StyledButton>
        </AppForm>
      )}
    </StyledBox>
  );
}
