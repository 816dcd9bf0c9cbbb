import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PortfolioSummary_SummaryFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledIconTile } from '../../ui/components/data-display';
import { Icon, type IconName } from '../../ui/components/icon';

const StyledGrid = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledStat = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;

function Stat({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <StyledStat data-testid="dashboard-stat">
      <StyledIconTile>
        <Icon name={icon} size={20} />
      </StyledIconTile>
      <div>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    </StyledStat>
  );
}

/** Investor spec §2: Total Invested, Current Value, Profit Received (in the chosen currency) and Active Positions. */
export function DashboardStatCards({ summary }: { summary: PortfolioSummary_SummaryFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { formatPrice } = useCurrency();
  return (
    <StyledGrid aria-label={t('dashboard.summary.label')}>
      <Stat icon="calculator" label={t('dashboard.summary.totalInvested')} value={formatPrice(summary.totalInvested)} />
      <Stat icon="trendingUp" label={t('dashboard.summary.currentValue')} value={formatPrice(summary.currentValue)} />
      <Stat icon="star" label={t('dashboard.summary.profitReceived')} value={formatPrice(summary.profitReceived)} />
      <Stat
        icon="building"
        label={t('dashboard.summary.activePositions')}
        value={intl.formatNumber(summary.activePositions)}
      />
    </StyledGrid>
  );
}
