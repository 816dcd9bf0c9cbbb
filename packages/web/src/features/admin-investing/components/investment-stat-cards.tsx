import type { IconName } from '../../ui/components/icon';
import { StatCard, StyledStatCards } from '../../ui/components/stat-card';
import { formatUsd } from '../admin-investing-format';
import type { InvestmentStats } from '../investment-overview';

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
    <StyledStatCards>
      {cards.map((card) => (
        <StatCard
          key={card.key}
          testId={`investment-stat-${card.key}`}
          icon={card.icon}
          label={card.label}
          value={card.value}
        />
      ))}
    </StyledStatCards>
  );
}
