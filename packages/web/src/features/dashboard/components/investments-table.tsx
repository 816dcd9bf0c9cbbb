import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardInvestment_InvestmentFragment } from '../../../graphql/generated';
import { formatPercent } from '../../../lib/format';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledDataTable, StyledTableScroll } from '../../ui/components/data-table';
import { ProgressBar } from '../../ui/components/progress-bar';
import { canCancelInvestment, investmentRowProgress, investmentTone } from '../dashboard-rules';
import { useDashboardActions } from '../hooks/use-dashboard-actions';
import { ConfirmActionDialog } from './confirm-action-dialog';

const StyledTable = styled(StyledDataTable)`
  td.number {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const StyledProgressCell = styled.td`
  min-width: 120px;
`;

/**
 * Active Investments (investor spec §2 and §4): project, unit, amount, ownership, current value, the server's
 * status label, the row's progress (100 completed, 75 confirmed, otherwise 50), and Cancel while unpaid.
 */
export function InvestmentsTable({ investments }: { investments: readonly DashboardInvestment_InvestmentFragment[] }) {
  const captionId = useId();
  const { formatPrice } = useCurrency();
  const { cancel, busy } = useDashboardActions();
  const [cancelling, setCancelling] = useState<DashboardInvestment_InvestmentFragment | null>(null);
  return (
    <>
      <StyledTableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
        <StyledTable data-testid="investments-table" $minWidth="760px">
          <caption id={captionId} className="visually-hidden">
            Your investments
          </caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Unit</th>
              <th scope="col">Amount</th>
              <th scope="col">Ownership</th>
              <th scope="col">Current Value</th>
              <th scope="col">Status</th>
              <th scope="col">Progress</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {investments.map((i) => {
              const progress = investmentRowProgress(i.status);
              return (
                <tr key={i.id} data-testid="investment-row" data-status={i.status}>
                  <td>
                    <Link to={`/projects/${i.projectId}`}>{i.projectTitle}</Link>
                  </td>
                  <td>{i.unitNumber}</td>
                  <td className="number">{formatPrice(i.amount)}</td>
                  <td className="number">{formatPercent(i.ownershipPercentage, 2)}</td>
                  <td className="number">{formatPrice(i.currentValue)}</td>
                  <td>
                    <StyledBadge $tone={investmentTone(i.status)}>{i.statusLabel}</StyledBadge>
                  </td>
                  <StyledProgressCell>
                    <ProgressBar value={progress} label={`${i.projectTitle}, unit ${i.unitNumber}: ${progress}%`} />
                  </StyledProgressCell>
                  <td>
                    {canCancelInvestment(i.status) ? (
                      <StyledButton
                        $variant="ghost"
                        $size="sm"
                        onClick={() => setCancelling(i)}
                        aria-label={`Cancel investment in ${i.projectTitle}, unit ${i.unitNumber}`}
                      >
                        Cancel
                      </StyledButton>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StyledTable>
      </StyledTableScroll>
      {cancelling ? (
        <ConfirmActionDialog
          title="Cancel this investment?"
          description={`Your ${formatPrice(cancelling.amount)} investment in unit ${cancelling.unitNumber} of ${cancelling.projectTitle} will be cancelled and the unit's capacity released. This cannot be undone.`}
          confirmLabel="Cancel Investment"
          busy={busy}
          onConfirm={() => cancel(cancelling.id)}
          onClose={() => setCancelling(null)}
          succeeded={{
            title: 'Investment Cancelled',
            description: `Your investment in ${cancelling.projectTitle} was cancelled.`,
          }}
          failedFallback="Failed to cancel the investment. Please try again."
        />
      ) : null}
    </>
  );
}
