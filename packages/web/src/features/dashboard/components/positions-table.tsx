import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardCommitment_CommitmentFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { commitmentTone } from '../dashboard-rules';
import { StyledCardTable } from './card-table';
import { CommitmentStepper } from './commitment-stepper';

/** An empty cell (no unit, not sold yet): a dash in every language. */
const NO_VALUE = '—';

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
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <StyledCardTable role="table" aria-label={t('dashboard.positions.label')} data-testid="positions">
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {t('dashboard.column.project')}
          </th>
          <th role="columnheader" scope="col">
            {t('dashboard.column.unit')}
          </th>
          <th role="columnheader" scope="col" className="number">
            {t('dashboard.column.amount')}
          </th>
          <th role="columnheader" scope="col" className="number">
            {t('dashboard.column.ownership')}
          </th>
          <th role="columnheader" scope="col" className="number">
            {t('dashboard.column.currentValue')}
          </th>
          <th role="columnheader" scope="col">
            {t('dashboard.column.status')}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {positions.map((p) => (
          <tr key={p.id} role="row" data-testid="position" data-stage={p.stage ?? ''}>
            <td role="cell" className="lead">
              <Link to={`/projects/${p.projectId}`}>{p.projectTitle}</Link>
            </td>
            <td role="cell" data-label={t('dashboard.column.unit')}>
              {p.unitNumber ?? NO_VALUE}
            </td>
            <td role="cell" className="number" data-label={t('dashboard.column.amount')}>
              {formatPrice(p.amount)}
            </td>
            <td role="cell" className="number" data-label={t('dashboard.column.ownership')}>
              {p.ownershipPercentage
                ? intl.formatNumber(Number(p.ownershipPercentage) / 100, {
                    style: 'percent',
                    minimumFractionDigits: 2,
                    maximumFractionDigits: 2,
                  })
                : NO_VALUE}
            </td>
            <td role="cell" className="number" data-label={t('dashboard.column.currentValue')}>
              {p.currentValue ? formatPrice(p.currentValue) : NO_VALUE}
            </td>
            <td role="cell" className="wide" data-label={t('dashboard.column.status')}>
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
