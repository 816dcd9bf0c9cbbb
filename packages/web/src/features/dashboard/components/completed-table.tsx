import { Link } from 'react-router-dom';
import type { DashboardCommitment_CommitmentFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { formatAccraDay, formatCalendarDay } from '../../../lib/dates';
import { StyledCardTable } from './card-table';
import { CommitmentStepper } from './commitment-stepper';
import { StyledStatus } from './positions-table';

/** "Paid on Dec 10, 2026 by Bank transfer, reference …", or that the payout is still to come. */
function PayoutStatus({ commitment: c }: { commitment: DashboardCommitment_CommitmentFragment }) {
  const { formatPrice } = useCurrency();
  if (!c.payout) {
    return (
      <StyledStatus>
        <StyledBadge $tone="warning">Payout pending</StyledBadge>
        <CommitmentStepper commitment={c} compact />
      </StyledStatus>
    );
  }
  return (
    <StyledStatus data-testid="payout-paid">
      <StyledBadge $tone="success">Paid on {formatCalendarDay(c.payout.paidOn)}</StyledBadge>
      <span>
        {formatPrice(c.payout.amount)} by {c.payout.methodLabel}, reference {c.payout.reference}
      </span>
      <CommitmentStepper commitment={c} compact />
    </StyledStatus>
  );
}

const COLUMNS: ReadonlyArray<[string, boolean]> = [
  ['Project', false],
  ['Unit', false],
  ['Sold on', false],
  ['Sale price', true],
  ['Invested', true],
  ['Profit share', true],
  ['Value returned', true],
  ['Payout', false],
];

/**
 * Completed Investments (issue 19, item 5): positions whose unit was sold, each once, with the sale's day and
 * price, the profit share, the value returned (amount + profit share) and whether it has been paid out.
 */
export function CompletedTable({ positions }: { positions: readonly DashboardCommitment_CommitmentFragment[] }) {
  const { formatPrice } = useCurrency();
  const money = (value: string | null | undefined) => (value ? formatPrice(value) : '—');
  return (
    <StyledCardTable role="table" aria-label="Your completed investments" data-testid="completed-positions">
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map(([name, numeric]) => (
            <th key={name} role="columnheader" scope="col" className={numeric ? 'number' : undefined}>
              {name}
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
            <td role="cell" data-label="Unit">
              {p.unitNumber ?? '—'}
            </td>
            <td role="cell" data-label="Sold on">
              {p.sale ? formatAccraDay(p.sale.soldAt) : '—'}
            </td>
            <td role="cell" className="number" data-label="Sale price">
              {money(p.sale?.soldPrice)}
            </td>
            <td role="cell" className="number" data-label="Invested">
              {formatPrice(p.amount)}
            </td>
            <td role="cell" className="number" data-label="Profit share">
              {money(p.profitShare)}
            </td>
            <td role="cell" className="number" data-label="Value returned">
              {money(p.currentValue)}
            </td>
            <td role="cell" className="wide" data-label="Payout">
              <PayoutStatus commitment={p} />
            </td>
          </tr>
        ))}
      </tbody>
    </StyledCardTable>
  );
}
