import { FormattedMessage, FormattedNumber } from 'react-intl';
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
      <StyledTitle>
        <FormattedMessage id="project.unitStatus.title" />
      </StyledTitle>
      {hasStatistics(stats) ? (
        <>
          <StyledCounts>
            <StyledCount $tone="success">
              <dt>
                <FormattedMessage id="project.unit.status" values={{ status: 'available' }} />
              </dt>
              <dd>
                <FormattedNumber value={stats.availableUnits} />
              </dd>
            </StyledCount>
            <StyledCount $tone="info">
              <dt>
                <FormattedMessage id="project.unit.status" values={{ status: 'partially_funded' }} />
              </dt>
              <dd>
                <FormattedNumber value={stats.partiallyFundedUnits} />
              </dd>
            </StyledCount>
            <StyledCount $tone="primary">
              <dt>
                <FormattedMessage id="project.unit.status" values={{ status: 'fully_funded' }} />
              </dt>
              <dd>
                <FormattedNumber value={stats.fullyFundedUnits} />
              </dd>
            </StyledCount>
            <StyledCount $tone="danger">
              <dt>
                <FormattedMessage id="project.unit.status" values={{ status: 'sold' }} />
              </dt>
              <dd>
                <FormattedNumber value={stats.soldUnits} />
              </dd>
            </StyledCount>
            <StyledCount $tone="neutral">
              <dt>
                <FormattedMessage id="project.unitStatus.total" />
              </dt>
              <dd>
                <FormattedNumber value={stats.totalUnits} />
              </dd>
            </StyledCount>
          </StyledCounts>
          <StyledNote>
            <FormattedMessage id="project.unitStatus.note" />
          </StyledNote>
        </>
      ) : (
        <StyledUnitsAvailable>
          <span>
            <FormattedMessage id="projects.card.unitsAvailable" />
          </span>
          <span>
            <FormattedMessage
              id="project.unitStatus.availableOf"
              values={{ available: project.availableUnits, total: project.totalUnits }}
            />
          </span>
        </StyledUnitsAvailable>
      )}
    </StyledCard>
  );
}
