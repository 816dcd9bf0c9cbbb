import styled from 'styled-components';
import type { AdminOverviewQuery } from '../../../graphql/generated';
import { StyledIconTile } from '../../ui/components/data-display';
import { Icon } from '../../ui/components/icon';
import { StyledCard, StyledGrid, StyledMuted } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { summaryCards } from '../admin-overview-rules';

const StyledSummary = styled(StyledCard)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledFigure = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  min-height: 1.2em;
  overflow-wrap: anywhere;
`;

const SKELETON_KEYS = ['active-projects', 'investment-interests', 'total-investment', 'pending-kyc'] as const;

/**
 * Accounts spec §2, the admin panel's four summary cards, from the overview's real figures: Active Projects,
 * Investment Interests (pending approval), Total Investment (confirmed, against what the catalog needs) and
 * Pending KYC. While the figures load, each card keeps its place with a skeleton.
 */
export function AdminSummaryCards({ overview }: { overview: AdminOverviewQuery['adminOverview'] | null }) {
  if (!overview) {
    return (
      <StyledGrid $min="220px" aria-busy="true">
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
      </StyledGrid>
    );
  }
  return (
    <StyledGrid $min="220px">
      {summaryCards(overview).map((card) => (
        <StyledSummary key={card.key} data-testid={`summary-${card.key}`}>
          <StyledIconTile>
            <Icon name={card.icon} />
          </StyledIconTile>
          <div>
            <StyledMuted>{card.label}</StyledMuted>
            <StyledFigure>{card.value}</StyledFigure>
            <StyledMuted>{card.detail}</StyledMuted>
          </div>
        </StyledSummary>
      ))}
    </StyledGrid>
  );
}
