import { useIntl } from 'react-intl';
import type { IconName } from '../../ui/components/icon';
import { StatCard, StyledStatCards } from '../../ui/components/stat-card';
import { summaryCards } from '../users-rules';

const ICONS: Record<ReturnType<typeof summaryCards>[number]['key'], IconName> = {
  total: 'users',
  active: 'check',
  new: 'user',
  growth: 'trendingUp',
};

/** Total Users, Active Users, New This Month and Growth Rate (accounts spec §2, Users tab). */
export function UsersSummaryCards({ figures }: { figures: Parameters<typeof summaryCards>[1] }) {
  const intl = useIntl();
  return (
    <StyledStatCards>
      {summaryCards(intl, figures).map((card) => (
        <StatCard
          key={card.key}
          testId={`users-stat-${card.key}`}
          icon={ICONS[card.key]}
          label={card.label}
          value={card.value}
        />
      ))}
    </StyledStatCards>
  );
}
