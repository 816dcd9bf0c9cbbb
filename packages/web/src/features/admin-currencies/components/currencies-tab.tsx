import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { CurrenciesDocument } from '../../../graphql/generated';
import { MessagesArea } from '../../../i18n/messages-area';
import { readApiFailure } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { relativeTimeParts } from '../../../lib/relative-time';
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
import { currencyRateSchema, formatRate, RATE_LIMITS, type CurrencyRateFormValues } from '../currency-rate-form';
import { useCurrencyRateHistory, useSetCurrencyRate } from '../hooks/use-currency-rates-admin';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledUnitBadge = styled(StyledBadge)`
  margin-inline-start: ${({ theme }) => theme.space.xs};
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
    padding-block-end: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

type Intl = Pick<IntlShape, 'locale' | 'formatMessage'>;

/** Money in the interface language, laid out as the rest of the site does (English as the spec writes it). */
const moneyLocale = (intl: Intl) => (intl.locale === 'en' ? 'en-US' : intl.locale);
const THOUSAND_DOLLARS = '1000.00';

/** What 1,000 US dollars show as in `currency` with its rate: the check an admin reads before saving. */
const thousandDollarsIn = (currency: CurrencyOption, intl: Intl) =>
  formatMoney(convertMoney(THOUSAND_DOLLARS, US_DOLLAR, currency), currency, moneyLocale(intl));
const thousandDollars = (intl: Intl) => formatMoney(THOUSAND_DOLLARS, US_DOLLAR, moneyLocale(intl));

/** The currency's name in the interface language (Intl knows them all); in English, and failing Intl, the server's. */
function currencyName(currency: { code: string; name: string }, intl: Intl): string {
  if (intl.locale === 'en') return currency.name;
  try {
    return new Intl.DisplayNames([intl.locale], { type: 'currency' }).of(currency.code) ?? currency.name;
  } catch {
    return currency.name;
  }
}

function EditRateDialog({ currency, onClose }: { currency: CurrencyOption; onClose: () => void }) {
  const toast = useToast();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminCurrencies.${id}` }, values);
  const { setRate } = useSetCurrencyRate();
  const code = currency.code;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('dialog.title', { code })}
      description={t('dialog.description', { name: currencyName(currency, intl) })}
    >
      <AppForm<CurrencyRateFormValues>
        initialValues={{ rate: currency.rate }}
        schema={currencyRateSchema}
        aria-label={t('dialog.formLabel', { code })}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const saved = await setRate(currency.code, values.rate.trim());
            toast({
              title: t('toast.saved.title'),
              description: t('toast.saved.description', {
                rate: formatRate(saved.rate, intl.locale),
                code: saved.code,
              }),
              variant: 'success',
            });
            onClose();
          } catch (failure) {
            const { fields, message } = readApiFailure(failure);
            setServerFieldErrors(helpers, fields, values);
            toast({
              title: t('toast.failed.title'),
              description: message ?? t('toast.failed.description'),
              variant: 'destructive',
            });
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <>
            <TextField
              name="rate"
              label={t('dialog.label', { code })}
              inputMode="decimal"
              autoComplete="off"
              required
              autoFocus
              hint={
                currencyRateSchema.isValidSync(values)
                  ? t('dialog.preview', {
                      dollars: thousandDollars(intl),
                      amount: thousandDollarsIn({ ...currency, rate: values.rate.trim() }, intl),
                    })
                  : t('dialog.hint', { max: RATE_LIMITS.maxDecimals })
              }
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                {t('dialog.cancel')}
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('dialog.saving') : t('dialog.save')}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}

function HistoryDialog({ currency, onClose }: { currency: CurrencyOption; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminCurrencies.${id}` }, values);
  const code = currency.code;
  const { changes, error, refetch } = useCurrencyRateHistory(code);
  let body;
  if (changes === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title={t('history.failed')}
        message={t('load.retry')}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminCurrencies.load.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (changes === null) {
    body = <StyledSkeleton $height="160px" aria-busy="true" />;
  } else if (changes.length === 0) {
    body = <StatePanel icon="building" title={t('history.emptyTitle')} message={t('history.emptyMessage')} />;
  } else {
    body = (
      <StyledHistory aria-label={t('history.listLabel', { code })}>
        {changes.map((c) => {
          const rate = formatRate(c.rate, intl.locale);
          const age = relativeTimeParts(c.effectiveAt);
          const when =
            c.source === 'seed' ? (
              t('history.fromStart')
            ) : (
              <time dateTime={c.effectiveAt} title={formatDateTime(c.effectiveAt, undefined, intl.locale)}>
                {age ? t('history.ago', { unit: age.unit, count: age.count }) : null}
              </time>
            );
          const source = t('history.source', { source: c.source });
          return (
            <li key={c.id}>
              <strong>
                {c.previousRate
                  ? t('history.change', { previous: formatRate(c.previousRate, intl.locale), rate, code })
                  : t('history.rate', { rate, code })}
              </strong>
              <StyledMuted>
                {c.setBy ? (
                  <FormattedMessage
                    id="adminCurrencies.history.metaBy"
                    values={{ source, who: c.setBy.email ?? t('history.user', { id: c.setBy.id }), when }}
                  />
                ) : (
                  <FormattedMessage id="adminCurrencies.history.meta" values={{ source, when }} />
                )}
              </StyledMuted>
            </li>
          );
        })}
      </StyledHistory>
    );
  }
  return (
    <Dialog open onClose={onClose} title={t('historyTitle', { code })} description={t('history.description')}>
      {body}
      <StyledActions>
        <StyledButton type="button" onClick={onClose}>
          {t('history.close')}
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
  return (
    <MessagesArea area="adminCurrencies">
      <Currencies />
    </MessagesArea>
  );
}

function Currencies() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminCurrencies.${id}` }, values);
  const { data, error, refetch } = useQuery(CurrenciesDocument, { fetchPolicy: 'cache-and-network' });
  const [dialog, setDialog] = useState<{ kind: 'edit' | 'history'; currency: CurrencyOption } | null>(null);
  const close = () => setDialog(null);
  const currencies = data?.currencies ?? null;

  let body;
  if (currencies === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title={t('load.failed')}
        message={t('load.retry')}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminCurrencies.load.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (currencies === null) {
    body = <StyledSkeleton $height="240px" aria-busy="true" />;
  } else if (currencies.length === 0) {
    body = <StatePanel icon="building" title={t('empty.title')} message={t('empty.message')} />;
  } else {
    const perUsd = t('table.perUsd');
    const preview = t('table.preview', { dollars: thousandDollars(intl) });
    body = (
      <StyledTableScroll role="region" aria-label={t('table.region')} tabIndex={0}>
        <StyledDataTable aria-label={t('title')} $minWidth="560px" $cards>
          <thead>
            <tr>
              <th scope="col">{t('table.currency')}</th>
              <th scope="col">{perUsd}</th>
              <th scope="col">{preview}</th>
              <th scope="col">
                <span className="visually-hidden">{t('table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((c) => (
              <tr key={c.code} data-testid={`currency-row-${c.code}`}>
                <td>
                  {c.flag} <strong>{c.code}</strong> {currencyName(c, intl)}
                  {c.code === 'USD' ? <StyledUnitBadge $tone="neutral">{t('unitOfAccount')}</StyledUnitBadge> : null}
                </td>
                <td data-label={perUsd} data-testid={`currency-rate-${c.code}`}>
                  {formatRate(c.rate, intl.locale)}
                </td>
                <td data-label={preview}>{thousandDollarsIn(c, intl)}</td>
                <td>
                  <StyledActions>
                    {c.code === 'USD' ? null : (
                      <StyledButton
                        $variant="outline"
                        aria-label={t('editAria', { code: c.code })}
                        onClick={() => setDialog({ kind: 'edit', currency: c })}
                      >
                        {t('edit')}
                      </StyledButton>
                    )}
                    <StyledButton
                      $variant="ghost"
                      aria-label={t('historyTitle', { code: c.code })}
                      onClick={() => setDialog({ kind: 'history', currency: c })}
                    >
                      {t('history')}
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
        <h2>{t('title')}</h2>
        <StyledMuted>{t('lead')}</StyledMuted>
      </div>
      {body}
      {dialog?.kind === 'edit' ? <EditRateDialog currency={dialog.currency} onClose={close} /> : null}
      {dialog?.kind === 'history' ? <HistoryDialog currency={dialog.currency} onClose={close} /> : null}
    </StyledStack>
  );
}
