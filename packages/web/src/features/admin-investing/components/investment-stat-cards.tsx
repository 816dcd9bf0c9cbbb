import styled from 'styled-components';
import { StyledIconTile } from '../../ui/components/data-display';
import { Icon, type IconName } from '../../ui/components/icon';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { formatUsd } from '../admin-investing-format';
import type { InvestmentStats } from '../investment-overview';

const StyledCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

const StyledStat = styled(StyledCard)`
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFigure = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: break-word;
`;

/** The Investments tab's five stat cards (accounts spec §2). */
export function InvestmentStatCards({ stats }: { stats: InvestmentStats }) {
  const cards: ReadonlyArray<{ key: string; label: string; value: string; icon: IconName }> = [
    { key: 'total', label: 'Total', value: String(stats.total), icon: 'file' },
    { key: 'pending-kyc', label: 'Pending KYC', value: String(stats.pendingKyc), icon: 'shield' },
    { key: 'awaiting-payment', label: 'Awaiting Payment', value: String(stats.awaitingPayment), icon: 'clock' },
    { key: 'active', label: 'Active', value: String(stats.active), icon: 'check' },
    { key: 'total-value', label: 'Total Value', value: formatUsd(stats.totalValue), icon: 'trendingUp' },
  ];
  return (
    <StyledCards>
      {cards.map((card) => (
        <StyledStat key={card.key} data-testid={`investment-stat-${card.key}`}>
          <StyledIconTile>
            <Icon name={card.icon} />
          </StyledIconTile>
          <div>
            <StyledMuted>{card.label}</StyledMuted>
            <StyledFigure>{card.value}</StyledFigure>
          </div>
        </StyledStat>
      ))}
    </StyledCards>
  );
}
