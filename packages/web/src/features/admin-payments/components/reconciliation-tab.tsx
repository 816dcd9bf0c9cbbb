import { useField } from 'formik';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ReconciliationCard_PaymentFragment } from '../../../graphql/generated';
import { MessagesArea } from '../../../i18n/messages-area';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { formatFieldMessage } from '../../forms/field-message';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledInput, StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { LoadMoreRow, type LoadMoreMessages } from '../../ui/components/load-more-row';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useReconciliation, useReconciliationCsv } from '../hooks/use-reconciliation';
import {
  RECONCILIATION_EXPORT_LIMIT,
  RECONCILIATION_FILTERS,
  reconciliationParams,
  reconciliationQueryOf,
  resolveSchema,
  type ReconciliationFilter,
  type ReconciliationQuery,
} from '../reconciliation-rules';

const TONES: Readonly<Record<string, BadgeTone>> = {
  matched: 'success',
  resolved_confirmed: 'success',
  held: 'warning',
  unmatched: 'danger',
  failed: 'danger',
  refunded: 'neutral',
  open: 'info',
};

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > * {
    min-width: 0;
  }
`;

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, auto) minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const RECONCILIATION_LOAD_MORE: LoadMoreMessages = {
  button: 'adminPayments.loadMore',
  loading: 'adminPayments.loadingMore',
  failed: 'adminPayments.loadMoreFailed',
};

const StyledCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const when = (intl: IntlShape, iso: string | null | undefined) =>
  formatDateTime(iso, intl.formatMessage({ id: 'adminPayments.none' }), intl.locale);

/** An amount as the server sends it (exact decimal text), grouped in the interface language, with its currency. */
function money(intl: IntlShape, amount: string | null | undefined, currency: string | null | undefined): string {
  if (!amount) return intl.formatMessage({ id: 'adminPayments.none' });
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const grouped = intl.formatNumber(BigInt(whole), { useGrouping: true });
  const decimal = intl.formatNumberToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const text = `${amount.startsWith('-') ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
  return currency ? intl.formatMessage({ id: 'adminPayments.money' }, { amount: text, currency }) : text;
}

function ActionChoice() {
  const intl = useIntl();
  const [field, meta] = useField<string>('action');
  return (
    <fieldset>
      <legend>
        <FormattedMessage id="adminPayments.resolve" />
      </legend>
      {(['confirm', 'refund'] as const).map((value) => (
        <label key={value}>
          <input type="radio" {...field} value={value} checked={field.value === value} />
          <FormattedMessage id={value === 'confirm' ? 'adminPayments.confirm' : 'adminPayments.refund'} />
        </label>
      ))}
      {meta.touched && meta.error ? <StyledError>{formatFieldMessage(intl, meta.error)}</StyledError> : null}
    </fieldset>
  );
}

function ResolveForm({ payment, onResolve }: { payment: ReconciliationCard_PaymentFragment; onResolve: Resolve }) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <AppForm<{ action: string; note: string }>
      initialValues={{ action: '', note: '' }}
      schema={resolveSchema}
      aria-label={intl.formatMessage({ id: 'adminPayments.resolvePayment' }, { reference: payment.reference })}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await onResolve(payment.id, values.action as 'confirm' | 'refund', values.note);
        } catch (error) {
          setFailure(errorMessage(error, intl.formatMessage({ id: 'adminPayments.resolveFailed' })));
        }
      }}
    >
      {({ isSubmitting }) => (
        <>
          <ActionChoice />
          <TextField name="note" label={intl.formatMessage({ id: 'adminPayments.noteLabel' })} />
          {failure ? <StyledError role="alert">{failure}</StyledError> : null}
          <StyledButton type="submit" disabled={isSubmitting}>
            <FormattedMessage id={isSubmitting ? 'adminPayments.saving' : 'adminPayments.resolve'} />
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}

type Resolve = (checkoutId: number, action: 'confirm' | 'refund', note: string) => Promise<void>;

function PaymentCard({ payment: p, onResolve }: { payment: ReconciliationCard_PaymentFragment; onResolve: Resolve }) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'adminPayments.none' });
  const reason = p.status === 'unmatched' ? 'unmatched' : p.holdReason;
  return (
    <StyledCard data-testid="reconciliation-payment" data-status={p.status}>
      <h3>{p.reference}</h3>
      <div>
        <StyledBadge $tone={TONES[p.status] ?? 'neutral'}>
          <FormattedMessage id="adminPayments.status" values={{ status: p.status }} />
        </StyledBadge>
      </div>
      {reason ? (
        <p>
          <FormattedMessage id="adminPayments.holdReason" values={{ reason }} />
        </p>
      ) : null}
      <dl>
        <dt>
          <FormattedMessage id="adminPayments.investor" />
        </dt>
        <dd>
          {p.investorName ? (
            <FormattedMessage
              id="adminPayments.investorValue"
              values={{ name: p.investorName, email: p.investorEmail ?? '' }}
            />
          ) : (
            none
          )}
        </dd>
        <dt>
          <FormattedMessage id="adminPayments.investment" />
        </dt>
        <dd>
          {p.investmentId ? (
            <FormattedMessage
              id="adminPayments.investmentValue"
              values={{
                id: String(p.investmentId),
                reference: p.investmentReference ?? '',
                status: p.investmentStatus ?? '',
              }}
            />
          ) : (
            none
          )}
        </dd>
        <dt>
          <FormattedMessage id="adminPayments.quoted" />
        </dt>
        <dd>
          {money(intl, p.quotedAmount, p.quotedCurrency)}
          {p.rate && p.quotedCurrency !== 'USD' ? (
            <>
              {' '}
              <FormattedMessage id="adminPayments.quotedRate" values={{ rate: p.rate }} />
            </>
          ) : null}
          {p.usdAmount ? (
            <>
              {' '}
              <FormattedMessage id="adminPayments.quotedUsd" values={{ amount: money(intl, p.usdAmount, null) }} />
            </>
          ) : null}
        </dd>
        <dt>
          <FormattedMessage id="adminPayments.paid" />
        </dt>
        <dd>
          {money(intl, p.paidAmount, p.paidCurrency)}
          {p.channel ? (
            <>
              {' '}
              <FormattedMessage id="adminPayments.paidBy" values={{ channel: p.channel }} />
            </>
          ) : null}
        </dd>
        <dt>
          <FormattedMessage id="adminPayments.paidAt" />
        </dt>
        <dd>{when(intl, p.paidAt)}</dd>
        <dt>
          <FormattedMessage id="adminPayments.provider" />
        </dt>
        <dd>{p.provider}</dd>
        {p.resolutionNote ? (
          <>
            <dt>
              <FormattedMessage id="adminPayments.note" />
            </dt>
            <dd>{p.resolutionNote}</dd>
          </>
        ) : null}
      </dl>
      {p.providerData ? (
        <details>
          <summary>
            <FormattedMessage id="adminPayments.providerData" />
          </summary>
          <pre>{p.providerData}</pre>
        </details>
      ) : null}
      {p.status === 'held' ? <ResolveForm payment={p} onResolve={onResolve} /> : null}
    </StyledCard>
  );
}

/** The status dropdown applies at once; the provider and reference texts when the form is sent (Apply). */
function FilterBar({ query, onChange }: { query: ReconciliationQuery; onChange: (next: ReconciliationQuery) => void }) {
  const intl = useIntl();
  const [provider, setProvider] = useState(query.provider);
  const [reference, setReference] = useState(query.reference);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, provider, reference });
  };
  return (
    <StyledBar
      as="form"
      role="search"
      aria-label={intl.formatMessage({ id: 'adminPayments.filters' })}
      onSubmit={submit}
    >
      <div>
        <StyledLabel htmlFor="reconciliation-filter">
          <FormattedMessage id="adminPayments.show" />
        </StyledLabel>
        <StyledSelect
          id="reconciliation-filter"
          value={query.status}
          onChange={(e) => onChange({ ...query, status: e.target.value as ReconciliationFilter })}
        >
          {RECONCILIATION_FILTERS.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `adminPayments.filter.${value}` })}
            </option>
          ))}
        </StyledSelect>
      </div>
      <div>
        <StyledLabel htmlFor="reconciliation-provider">
          <FormattedMessage id="adminPayments.provider" />
        </StyledLabel>
        <StyledInput
          id="reconciliation-provider"
          value={provider}
          maxLength={50}
          placeholder={intl.formatMessage({ id: 'adminPayments.providerHint' })}
          onChange={(e) => setProvider(e.target.value)}
        />
      </div>
      <div>
        <StyledLabel htmlFor="reconciliation-reference">
          <FormattedMessage id="adminPayments.reference" />
        </StyledLabel>
        <StyledInput
          id="reconciliation-reference"
          type="search"
          value={reference}
          maxLength={200}
          placeholder={intl.formatMessage({ id: 'adminPayments.referenceHint' })}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      <StyledButton type="submit">
        <FormattedMessage id="adminPayments.apply" />
      </StyledButton>
      {query.provider || query.reference ? (
        <StyledButton
          type="button"
          $variant="outline"
          onClick={() => {
            setProvider('');
            setReference('');
            onChange({ ...query, provider: '', reference: '' });
          }}
        >
          <FormattedMessage id="adminPayments.clear" />
        </StyledButton>
      ) : null}
    </StyledBar>
  );
}

/**
 * The Reconciliation tab (issue 22): online payments matched by themselves, held for an admin with their reason,
 * and unmatched (no checkout has their reference), with the provider's data; a held one is resolved here
 * (confirm, or refunded with a note; audited, never an admin's own), and the list exports as CSV. The list is
 * filtered and paged on the server ("Load more"); the filters live in the address. Its words: the
 * `adminPayments` area.
 */
export default function ReconciliationTab() {
  return (
    <MessagesArea area="adminPayments">
      <Reconciliation />
    </MessagesArea>
  );
}

function Reconciliation() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = reconciliationQueryOf(params);
  const list = useReconciliation(query);
  const { payments, loading, error, refetch, resolve } = list;
  const { exportCsv, exporting } = useReconciliationCsv();
  const [csvFailure, setCsvFailure] = useState<string | null>(null);
  const [csvTruncated, setCsvTruncated] = useState(false);
  const setQuery = (next: ReconciliationQuery) => setParams(reconciliationParams(next), { replace: true });
  return (
    <section aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">
        <FormattedMessage id="adminPayments.title" />
      </h2>
      <FilterBar key={`${query.provider}|${query.reference}`} query={query} onChange={setQuery} />
      <StyledBar>
        <StyledButton
          type="button"
          $variant="outline"
          disabled={exporting}
          onClick={() => {
            setCsvFailure(null);
            setCsvTruncated(false);
            exportCsv(query).then(
              ({ truncated }) => setCsvTruncated(truncated),
              (e: unknown) => setCsvFailure(errorMessage(e, intl.formatMessage({ id: 'adminPayments.exportFailed' }))),
            );
          }}
        >
          <FormattedMessage id={exporting ? 'adminPayments.exporting' : 'adminPayments.exportCsv'} />
        </StyledButton>
        {list.totalCount !== null && !loading && !error ? (
          <StyledCount aria-live="polite">
            <FormattedMessage id="adminPayments.count" values={{ shown: payments.length, total: list.totalCount }} />
          </StyledCount>
        ) : null}
      </StyledBar>
      {csvFailure ? <StyledError role="alert">{csvFailure}</StyledError> : null}
      {csvTruncated ? (
        <StyledCount role="status">
          <FormattedMessage id="adminPayments.exportTruncated" values={{ count: RECONCILIATION_EXPORT_LIMIT }} />
        </StyledCount>
      ) : null}
      {loading ? (
        <StyledSkeleton $height="200px" aria-busy="true" />
      ) : error && payments.length === 0 ? (
        <StatePanel
          tone="danger"
          title={intl.formatMessage({ id: 'adminPayments.loadFailed' })}
          message={errorMessage(error, intl.formatMessage({ id: 'adminPayments.tryAgain' }))}
          actions={
            <StyledButton type="button" onClick={() => void refetch().catch(() => undefined)}>
              <FormattedMessage id="adminPayments.retry" />
            </StyledButton>
          }
        />
      ) : payments.length === 0 ? (
        <StatePanel
          icon="check"
          title={intl.formatMessage({ id: 'adminPayments.empty' })}
          message={intl.formatMessage({ id: 'adminPayments.emptyHint' })}
        />
      ) : (
        <>
          <StyledList>
            {payments.map((p) => (
              <PaymentCard key={`${p.status === 'unmatched' ? 'u' : 'c'}-${p.id}`} payment={p} onResolve={resolve} />
            ))}
          </StyledList>
          <LoadMoreRow
            hasMore={list.hasMore}
            loading={list.loadingMore}
            failed={list.loadMoreError !== null}
            onLoadMore={list.loadMore}
            messages={RECONCILIATION_LOAD_MORE}
          />
        </>
      )}
    </section>
  );
}
