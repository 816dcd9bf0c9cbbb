import { useIntl } from 'react-intl';
import type { IconName } from '../../ui/components/icon';
import { StatCard, StyledStatCards } from '../../ui/components/stat-card';
import { formatUsd } from '../admin-investing-format';
import type { InvestmentStats } from '../investment-overview';

/** The Investments tab's five stat cards (accounts spec §2). */
export function InvestmentStatCards({ stats }: { stats: InvestmentStats }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminInvesting.${id}` });
  const count = (n: number) => intl.formatNumber(n);
  const cards: ReadonlyArray<{ key: string; label: string; value: string; icon: IconName }> = [
    { key: 'total', label: t('stat.total'), value: count(stats.total), icon: 'file' },
    { key: 'pending-kyc', label: t('subTab.pending_kyc'), value: count(stats.pendingKyc), icon: 'shield' },
    {
      key: 'awaiting-payment',
      label: t('subTab.awaiting_payment'),
      value: count(stats.awaitingPayment),
      icon: 'clock',
    },
    { key: 'active', label: t('subTab.active'), value: count(stats.active), icon: 'check' },
    {
      key: 'total-value',
      label: t('stat.totalValue'),
      value: formatUsd(stats.totalValue, intl.locale),
      icon: 'trendingUp',
    },
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
