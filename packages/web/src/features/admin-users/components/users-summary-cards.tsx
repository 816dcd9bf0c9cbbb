import styled from 'styled-components';
import { StyledIconTile } from '../../ui/components/data-display';
import { Icon, type IconName } from '../../ui/components/icon';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { summaryCards } from '../users-rules';

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
`;

const ICONS: Record<ReturnType<typeof summaryCards>[number]['key'], IconName> = {
  total: 'users',
  active: 'check',
  new: 'user',
  growth: 'trendingUp',
};

/** Total Users, Active Users, New This Month and Growth Rate (accounts spec §2, Users tab). */
export function UsersSummaryCards({ figures }: { figures: Parameters<typeof summaryCards>[0] }) {
  return (
    <StyledCards>
      {summaryCards(figures).map((card) => (
        <StyledStat key={card.key} data-testid={`users-stat-${card.key}`}>
          <StyledIconTile>
            <Icon name={ICONS[card.key]} />
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
