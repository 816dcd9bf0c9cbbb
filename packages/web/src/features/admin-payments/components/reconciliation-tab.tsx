import { useField } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import type { ReconciliationCard_PaymentFragment } from '../../../graphql/generated';
import { errorMessage } from '../../../lib/error-message';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useReconciliation, useReconciliationCsv } from '../hooks/use-reconciliation';
import {
  RECONCILIATION_FILTERS,
  resolveSchema,
  STATUS_LABELS,
  type ReconciliationFilter,
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

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');
const money = (amount: string | null | undefined, currency: string | null | undefined) =>
  amount ? `${amount} ${currency ?? ''}`.trim() : '—';

function ActionChoice() {
  const [field, meta] = useField<string>('action');
  return (
    <fieldset>
      <legend>Resolve</legend>
      {(['confirm', 'refund'] as const).map((value) => (
        <label key={value}>
          <input type="radio" {...field} value={value} checked={field.value === value} />
          {value === 'confirm' ? 'Confirm the payment' : 'Mark refunded'}
        </label>
      ))}
      {meta.touched && meta.error ? <StyledError>{meta.error}</StyledError> : null}
    </fieldset>
  );
}

function ResolveForm({ payment, onResolve }: { payment: ReconciliationCard_PaymentFragment; onResolve: Resolve }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <AppForm<{ action: string; note: string }>
      initialValues={{ action: '', note: '' }}
      schema={resolveSchema}
      aria-label={`Resolve payment ${payment.reference}`}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await onResolve(payment.id, values.action as 'confirm' | 'refund', values.note);
        } catch (error) {
          setFailure(errorMessage(error, 'The payment could not be resolved.'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <>
          <ActionChoice />
          <TextField name="note" label="Note (how it was refunded)" />
          {failure ? <StyledError role="alert">{failure}</StyledError> : null}
          <StyledButton type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Resolve'}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}

type Resolve = (checkoutId: number, action: 'confirm' | 'refund', note: string) => Promise<void>;

function PaymentCard({ payment: p, onResolve }: { payment: ReconciliationCard_PaymentFragment; onResolve: Resolve }) {
  return (
    <StyledCard data-testid="reconciliation-payment" data-status={p.status}>
      <h3>{p.reference}</h3>
      <div>
        <StyledBadge $tone={TONES[p.status] ?? 'neutral'}>{STATUS_LABELS[p.status] ?? p.status}</StyledBadge>
      </div>
      {p.holdReasonText ? <p>{p.holdReasonText}</p> : null}
      <dl>
        <dt>Investor</dt>
        <dd>{p.investorName ? `${p.investorName} (${p.investorEmail})` : '—'}</dd>
        <dt>Investment</dt>
        <dd>{p.investmentId ? `#${p.investmentId} ${p.investmentReference ?? ''} (${p.investmentStatus})` : '—'}</dd>
        <dt>Quoted</dt>
        <dd>
          {money(p.quotedAmount, p.quotedCurrency)}
          {p.rate && p.quotedCurrency !== 'USD' ? ` at ${p.rate} per USD` : ''}
          {p.usdAmount ? ` (${p.usdAmount} USD)` : ''}
        </dd>
        <dt>Paid</dt>
        <dd>
          {money(p.paidAmount, p.paidCurrency)}
          {p.channel ? ` by ${p.channel.replace('_', ' ')}` : ''}
        </dd>
        <dt>Paid at</dt>
        <dd>{when(p.paidAt)}</dd>
        <dt>Provider</dt>
        <dd>{p.provider}</dd>
        {p.resolutionNote ? (
          <>
            <dt>Note</dt>
            <dd>{p.resolutionNote}</dd>
          </>
        ) : null}
      </dl>
      {p.providerData ? (
        <details>
          <summary>Provider data</summary>
          <pre>{p.providerData}</pre>
        </details>
      ) : null}
      {p.status === 'held' ? <ResolveForm payment={p} onResolve={onResolve} /> : null}
    </StyledCard>
  );
}

/**
 * The Reconciliation tab (issue 22): online payments matched by themselves, held for an admin with their reason,
 * and unmatched (no checkout has their reference), with the provider's data; a held one is resolved here
 * (confirm, or refunded with a note; audited, never an admin's own), and the list exports as CSV.
 */
export default function ReconciliationTab() {
  const [filter, setFilter] = useState<ReconciliationFilter>('held');
  const { payments, loading, error, refetch, resolve } = useReconciliation(filter);
  const { exportCsv, exporting } = useReconciliationCsv();
  const [csvFailure, setCsvFailure] = useState<string | null>(null);
  return (
    <section aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">Reconciliation</h2>
      <StyledBar>
        <div>
          <StyledLabel htmlFor="reconciliation-filter">Show</StyledLabel>
          <StyledSelect
            id="reconciliation-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value as ReconciliationFilter)}
          >
            {RECONCILIATION_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </StyledSelect>
        </div>
        <StyledButton
          type="button"
          $variant="outline"
          disabled={exporting}
          onClick={() => {
            setCsvFailure(null);
            exportCsv(filter).catch((e: unknown) => setCsvFailure(errorMessage(e, 'The export failed.')));
          }}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </StyledButton>
      </StyledBar>
      {csvFailure ? <StyledError role="alert">{csvFailure}</StyledError> : null}
      {loading ? (
        <StyledSkeleton $height="200px" />
      ) : error ? (
        <StatePanel
          tone="danger"
          title="Payments could not be loaded"
          message={errorMessage(error, 'Try again.')}
          actions={
            <StyledButton type="button" onClick={() => void refetch()}>
              Retry
            </StyledButton>
          }
        />
      ) : payments.length === 0 ? (
        <StatePanel icon="check" title="Nothing here" message="No online payments match this filter." />
      ) : (
        <StyledList>
          {payments.map((p) => (
            <PaymentCard key={`${p.status}-${p.id}`} payment={p} onResolve={resolve} />
          ))}
        </StyledList>
      )}
    </section>
  );
}
