import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminOverviewQuery } from '../../../graphql/generated';
import { StyledCard } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatCard, StyledStatCards } from '../../ui/components/stat-card';
import { summaryCards } from '../admin-overview-rules';

/** A card's place while the figures load, the size of a StatCard. */
const StyledSummary = styled(StyledCard)`
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const SKELETON_KEYS = ['active-projects', 'investment-interests', 'total-investment', 'pending-kyc'] as const;

/**
 * Accounts spec §2, the admin panel's four summary cards, from the overview's real figures: Active Projects,
 * Investment Interests (pending approval), Total Investment (confirmed, against what the catalog needs) and
 * Pending KYC. While the figures load, each card keeps its place with a skeleton.
 */
export function AdminSummaryCards({ overview }: { overview: AdminOverviewQuery['adminOverview'] | null }) {
  const intl = useIntl();
  if (!overview) {
    return (
      <StyledStatCards $min="220px" aria-busy="true">
        {SKELETON_KEYS.map((key) => (
          <StyledSummary key={key} data-testid={`summary-${key}`}>
            <StyledSkeleton $height="44px" $width="44px" />
            <div style={{ flex: 1 }}>
              <StyledSkeleton $height="0.9rem" $width="60%" />
              <StyledSkeleton $height="1.75rem" $width="5ch" style={{ margin: '6px 0' }} />
              <StyledSkeleton $height="0.9rem" $width="80%" />
            </div>
          </StyledSummary>
        ))}
      </StyledStatCards>
    );
  }
  return (
    <StyledStatCards $min="220px">
      {summaryCards(overview, intl).map((card) => (
        <StatCard
          key={card.key}
          testId={`summary-${card.key}`}
          icon={card.icon}
          label={card.label}
          value={card.value}
          detail={card.detail}
          size="xxl"
        />
      ))}
    </StyledStatCards>
  );
}
