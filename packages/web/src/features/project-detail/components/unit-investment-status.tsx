import styled from 'styled-components';
import type { ProjectPageQuery } from '../../../graphql/generated';
import { StyledCard } from '../../ui/components/layout-primitives';
import { hasStatistics } from '../project-figures';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledCounts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const StyledCount = styled.div<{ $tone: 'success' | 'info' | 'primary' | 'danger' | 'neutral' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  background: ${({ theme, $tone }) =>
    ({
      success: theme.colors.successSoft,
      info: theme.colors.infoSoft,
      primary: theme.colors.primarySoft,
      danger: theme.colors.dangerSoft,
      neutral: theme.colors.surfaceMuted,
    })[$tone]};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledUnitsAvailable = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Counts of units by status; only 'Units Available x / y units' when there are no statistics. */
export function UnitInvestmentStatus({ project }: { project: ProjectPageQuery['project'] }) {
  const stats = project.unitStatistics;
  return (
    <StyledCard data-testid="unit-investment-status">
      <StyledTitle>Unit Investment Status</StyledTitle>
      {hasStatistics(stats) ? (
        <>
          <StyledCounts>
            <StyledCount $tone="success">
              <dt>Available</dt>
              <dd>{stats.availableUnits}</dd>
            </StyledCount>
            <StyledCount $tone="info">
              <dt>Partially Funded</dt>
              <dd>{stats.partiallyFundedUnits}</dd>
            </StyledCount>
            <StyledCount $tone="primary">
              <dt>Fully Funded</dt>
              <dd>{stats.fullyFundedUnits}</dd>
            </StyledCount>
            <StyledCount $tone="danger">
              <dt>Sold</dt>
              <dd>{stats.soldUnits}</dd>
            </StyledCount>
            <StyledCount $tone="neutral">
              <dt>Total Units</dt>
              <dd>{stats.totalUnits}</dd>
            </StyledCount>
          </StyledCounts>
          <StyledNote>Direct unit-based investments • KYC verification required</StyledNote>
        </>
      ) : (
        <StyledUnitsAvailable>
          <span>Units Available</span>
          <span>
            {project.availableUnits} / {project.totalUnits} units
          </span>
        </StyledUnitsAvailable>
      )}
    </StyledCard>
  );
}
