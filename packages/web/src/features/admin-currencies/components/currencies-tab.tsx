import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { CurrenciesDocument } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { relativeTime } from '../../../lib/relative-time';
import { US_DOLLAR, type CurrencyOption } from '../../currency/currencies';
import { convertMoney, formatMoney } from '../../currency/format-money';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledDataTable, StyledTableScroll } from '../../ui/components/data-table';
import { Dialog } from '../../ui/components/dialog';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { currencyRateSchema, RATE_LIMITS, type CurrencyRateFormValues } from '../currency-rate-form';
import { useCurrencyRateHistory, useSetCurrencyRate } from '../hooks/use-currency-rates-admin';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHistory = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 60vh;
  overflow-y: auto;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

/** What 1,000 US dollars show as in `currency` with its rate: the check an admin reads before saving. */
const thousandDollarsIn = (currency: CurrencyOption) =>
  formatMoney(convertMoney('1000.00', US_DOLLAR, currency), currency);

function EditRateDialog({ currency, onClose }: { currency: CurrencyOption; onClose: () => void }) {
  const toast = useToast();
  const { setRate } = useSetCurrencyRate();
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${currency.code} rate`}
      description={`Units of ${currency.name} per 1 US dollar. It takes effect at once for every visitor; stored amounts never change.`}
    >
      <AppForm<CurrencyRateFormValues>
        initialValues={{ rate: currency.rate }}
        schema={currencyRateSchema}
        aria-label={`Set the ${currency.code} rate`}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const saved = await setRate(currency.code, values.rate.trim());
            toast({
              title: 'Rate saved',
              description: `1 USD = ${saved.rate} ${saved.code}.`,
              variant: 'success',
            });
            onClose();
          } catch (failure) {
            const { fields, message } = readApiFailure(failure);
            setServerFieldErrors(helpers, fields, values);
            toast({ title: 'Save failed', description: message ?? 'Failed to save the rate.', variant: 'destructive' });
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <>
            <TextField
              name="rate"
              label={`${currency.code} per 1 USD`}
              inputMode="decimal"
              autoComplete="off"
              required
              autoFocus
              hint={
                currencyRateSchema.isValidSync(values)
                  ? `$1,000.00 shows as ${thousandDollarsIn({ ...currency, rate: values.rate.trim() })}.`
                  : `Above 0, at most ${RATE_LIMITS.maxDecimals} decimals.`
              }
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save rate'}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}

const SOURCE_LABEL: Record<string, string> = { seed: 'Initial rate', admin: 'Admin', provider: 'Rates provider' };

function HistoryDialog({ currency, onClose }: { currency: CurrencyOption; onClose: () => void }) {
  const { changes, error, refetch } = useCurrencyRateHistory(currency.code);
  let body;
  if (changes === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title="Failed to load the history"
        message="Please try again."
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  } else if (changes === null) {
    body = <StyledSkeleton $height="160px" aria-busy="true" />;
  } else if (changes.length === 0) {
    body = <StatePanel icon="building" title="No changes yet" message="This currency still has its initial rate." />;
  } else {
    body = (
      <StyledHistory aria-label={`${currency.code} rate changes`}>
        {changes.map((c) => (
          <li key={c.id}>
            <strong>
              {c.previousRate ? `${c.previousRate} → ${c.rate}` : c.rate} {currency.code}
            </strong>
            <StyledMuted>
              {SOURCE_LABEL[c.source] ?? c.source}
              {c.setBy ? ` · ${c.setBy.email ?? `user ${c.setBy.id}`}` : ''}
              {' · '}
              {c.source === 'seed' ? (
                'from the start'
              ) : (
                <time dateTime={c.effectiveAt} title={new Date(c.effectiveAt).toLocaleString()}>
                  {relativeTime(c.effectiveAt)}
                </time>
              )}
            </StyledMuted>
          </li>
        ))}
      </StyledHistory>
    );
  }
  return (
    <Dialog open onClose={onClose} title={`${currency.code} rate history`} description="Newest first; kept for good.">
      {body}
      <StyledActions>
        <StyledButton type="button" onClick={onClose}>
          Close
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

/**
 * The admin panel's Currencies tab (issue 20 item 3; docs/currencies.md): every display currency with its rate per
 * 1 USD, edited in a dialog (formik + yup, the server's messages under the field), and each currency's history.
 * USD is the unit of account: its rate is always 1. Every change is kept and audited by the server.
 */
export default function CurrenciesTab() {
  const { data, error, refetch } = useQuery(CurrenciesDocument, { fetchPolicy: 'cache-and-network' });
  const [dialog, setDialog] = useState<{ kind: 'edit' | 'history'; currency: CurrencyOption } | null>(null);
  const close = () => setDialog(null);
  const currencies = data?.currencies ?? null;

  let body;
  if (currencies === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title="Failed to load currencies"
        message="Please try again."
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  } else if (currencies === null) {
    body = <StyledSkeleton $height="240px" aria-busy="true" />;
  } else if (currencies.length === 0) {
    body = <StatePanel icon="building" title="No currencies" message="The rates data holds no currency." />;
  } else {
    body = (
      <StyledTableScroll role="region" aria-label="Currencies list" tabIndex={0}>
        <StyledDataTable aria-label="Currencies" $minWidth="560px" $cards>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col">Per 1 USD</th>
              <th scope="col">$1,000.00 shows as</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((c) => (
              <tr key={c.code} data-testid={`currency-row-${c.code}`}>
                <td>
                  {c.flag} <strong>{c.code}</strong> {c.name}{' '}
                  {c.code === 'USD' ? <StyledBadge $tone="neutral">Unit of account</StyledBadge> : null}
                </td>
                <td data-label="Per 1 USD" data-testid={`currency-rate-${c.code}`}>
                  {c.rate}
                </td>
                <td data-label="$1,000.00 shows as">{thousandDollarsIn(c)}</td>
                <td>
                  <StyledActions>
                    {c.code === 'USD' ? null : (
                      <StyledButton
                        $variant="outline"
                        aria-label={`Edit ${c.code} rate`}
                        onClick={() => setDialog({ kind: 'edit', currency: c })}
                      >
                        Edit rate
                      </StyledButton>
                    )}
                    <StyledButton
                      $variant="ghost"
                      aria-label={`${c.code} rate history`}
                      onClick={() => setDialog({ kind: 'history', currency: c })}
                    >
                      History
                    </StyledButton>
                  </StyledActions>
                </td>
              </tr>
            ))}
          </tbody>
        </StyledDataTable>
      </StyledTableScroll>
    );
  }

  return (
    <StyledStack $gap="lg">
      <div>
        <h2>Currencies</h2>
        <StyledMuted>
          Display rates per 1 US dollar. Prices are stored in USD; a rate only changes how amounts are shown.
        </StyledMuted>
      </div>
      {body}
      {dialog?.kind === 'edit' ? <EditRateDialog currency={dialog.currency} onClose={close} /> : null}
      {dialog?.kind === 'history' ? <HistoryDialog currency={dialog.currency} onClose={close} /> : null}
    </StyledStack>
  );
}
