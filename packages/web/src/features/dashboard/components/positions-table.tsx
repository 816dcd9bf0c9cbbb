import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardCommitment_CommitmentFragment } from '../../../graphql/generated';
import { formatPercent } from '../../../lib/format';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { commitmentTone } from '../dashboard-rules';
import { StyledCardTable } from './card-table';
import { CommitmentStepper } from './commitment-stepper';

export const StyledStatus = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

/**
 * Active Investments (investor spec §2, issue 19): each paid position once, with its unit, amount, ownership,
 * current value and stage; a table on wide screens, a card per position on a phone.
 */
export function PositionsTable({ positions }: { positions: readonly DashboardCommitment_CommitmentFragment[] }) {
  const { formatPrice } = useCurrency();
  return (
    <StyledCardTable role="table" aria-label="Your active investments" data-testid="positions">
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            Project
          </th>
          <th role="columnheader" scope="col">
            Unit
          </th>
          <th role="columnheader" scope="col" className="number">
            Amount
          </th>
          <th role="columnheader" scope="col" className="number">
            Ownership
          </th>
          <th role="columnheader" scope="col" className="number">
            Current Value
          </th>
          <th role="columnheader" scope="col">
            Status
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {positions.map((p) => (
          <tr key={p.id} role="row" data-testid="position" data-stage={p.stage ?? ''}>
            <td role="cell" className="lead">
              <Link to={`/projects/${p.projectId}`}>{p.projectTitle}</Link>
            </td>
            <td role="cell" data-label="Unit">
              {p.unitNumber ?? '—'}
            </td>
            <td role="cell" className="number" data-label="Amount">
              {formatPrice(p.amount)}
            </td>
            <td role="cell" className="number" data-label="Ownership">
              {p.ownershipPercentage ? formatPercent(p.ownershipPercentage, 2) : '—'}
            </td>
            <td role="cell" className="number" data-label="Current Value">
              {p.currentValue ? formatPrice(p.currentValue) : '—'}
            </td>
            <td role="cell" className="wide" data-label="Status">
              <StyledStatus>
                <StyledBadge $tone={commitmentTone(p)}>{p.stageLabel}</StyledBadge>
                <CommitmentStepper commitment={p} compact />
              </StyledStatus>
            </td>
          </tr>
        ))}
      </tbody>
    </StyledCardTable>
  );
}
