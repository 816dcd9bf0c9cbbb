import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { UnitCard_UnitFragment } from '../../../graphql/generated';
import { StyledGrid, StyledMuted } from '../../ui/components/layout-primitives';
import { UnitCard } from './unit-card';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

interface UnitOpportunitiesProps {
  units: readonly UnitCard_UnitFragment[];
  isSelectable: (unit: UnitCard_UnitFragment) => boolean;
  isSelected: (unitId: number) => boolean;
  onToggle: (unitId: number) => void;
  /** The actions a selected unit's card carries. */
  selectedActions?: ReactNode;
}

export function UnitOpportunities({
  units,
  isSelectable,
  isSelected,
  onToggle,
  selectedActions,
}: UnitOpportunitiesProps) {
  return (
    <StyledSection aria-labelledby="unit-opportunities-title">
      <div>
        <StyledTitle id="unit-opportunities-title">
          <FormattedMessage id="project.units.title" />
        </StyledTitle>
        <StyledMuted>
          <FormattedMessage id="project.units.lead" />
        </StyledMuted>
      </div>
      {units.length === 0 ? (
        <StyledMuted>
          <FormattedMessage id="project.units.none" />
        </StyledMuted>
      ) : (
        <StyledGrid $min="280px">
          {units.map((unit) => (
            <UnitCard
              key={unit.id}
              unit={unit}
              selected={isSelected(unit.id)}
              selectable={isSelectable(unit)}
              onToggle={() => onToggle(unit.id)}
              actions={selectedActions}
            />
          ))}
        </StyledGrid>
      )}
    </StyledSection>
  );
}
