import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DashboardCommitment_CommitmentFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { formatAccraDay, formatCalendarDay } from '../../../lib/dates';
import { StyledCardTable } from './card-table';
import { CommitmentStepper } from './commitment-stepper';
import { StyledStatus } from './positions-table';

/** An empty cell (no unit, not sold yet): a dash in every language. */
const NO_VALUE = '—';

/** "Paid on Dec 10, 2026 by Bank transfer, reference …", or that the payout is still to come. */
function PayoutStatus({ commitment: c }: { commitment: DashboardCommitment_CommitmentFragment }) {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!c.payout) {
    return (
      <StyledStatus>
        <StyledBadge $tone="warning">{t('dashboard.payout.pending')}</StyledBadge>
        <CommitmentStepper commitment={c} compact />
      </StyledStatus>
    );
  }
  return (
    <StyledStatus data-testid="payout-paid">
      <StyledBadge $tone="success">
        {t('dashboard.payout.paidOn', { date: formatCalendarDay(c.payout.paidOn, intl.locale) })}
      </StyledBadge>
      <span>
        {t('dashboard.payout.details', {
          amount: formatPrice(c.payout.amount),
          method: c.payout.methodLabel,
          reference: c.payout.reference,
        })}
      </span>
      <CommitmentStepper commitment={c} compact />
    </StyledStatus>
  );
}

const COLUMNS: ReadonlyArray<[string, boolean]> = [
  ['dashboard.column.project', false],
  ['dashboard.column.unit', false],
  ['dashboard.column.soldOn', false],
  ['dashboard.column.salePrice', true],
  ['dashboard.column.invested', true],
  ['dashboard.column.profitShare', true],
  ['dashboard.column.valueReturned', true],
  ['dashboard.column.payout', false],
];

/**
 * Completed Investments (issue 19, item 5): positions whose unit was sold, each once, with the sale's day and
 * price, the profit share, the value returned (amount + profit share) and whether it has been paid out.
 */
export function CompletedTable({ positions }: { positions: readonly DashboardCommitment_CommitmentFragment[] }) {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const money = (value: string | null | undefined) => (value ? formatPrice(value) : NO_VALUE);
  return (
    <StyledCardTable role="table" aria-label={t('dashboard.completed.label')} data-testid="completed-positions">
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map(([name, numeric]) => (
            <th key={name} role="columnheader" scope="col" className={numeric ? 'number' : undefined}>
              {t(name)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {positions.map((p) => (
          <tr key={p.id} role="row" data-testid="completed-position" data-stage={p.stage ?? ''}>
            <td role="cell" className="lead">
              <Link to={`/projects/${p.projectId}`}>{p.projectTitle}</Link>
            </td>
            <td role="cell" data-label={t('dashboard.column.unit')}>
              {p.unitNumber ?? NO_VALUE}
            </td>
            <td role="cell" data-label={t('dashboard.column.soldOn')}>
              {p.sale ? formatAccraDay(p.sale.soldAt, NO_VALUE, intl.locale) : NO_VALUE}
            </td>
            <td role="cell" className="number" data-label={t('dashboard.column.salePrice')}>
              {money(p.sale?.soldPrice)}
            </td>
            <td role="cell" className="number" data-label={t('dashboard.column.invested')}>
              {formatPrice(p.amount)}
            </td>
            <td role="cell" className="number" data-label={t('dashboard.column.profitShare')}>
              {money(p.profitShare)}
            </td>
            <td role="cell" className="number" data-label={t('dashboard.column.valueReturned')}>
              {money(p.currentValue)}
            </td>
            <td role="cell" className="wide" data-label={t('dashboard.column.payout')}>
              <PayoutStatus commitment={p} />
            </td>
          </tr>
        ))}
      </tbody>
    </StyledCardTable>
  );
}
