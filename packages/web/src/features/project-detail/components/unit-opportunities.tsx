import type { ReactNode } from 'react';
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
        <StyledTitle id="unit-opportunities-title">Unit Investment Opportunities</StyledTitle>
        <StyledMuted>
          Each unit is funded by its co-investors; your share is your contribution over the unit price. Select units to
          express interest in them, or one unit to invest in it directly.
        </StyledMuted>
      </div>
      {units.length === 0 ? (
        <StyledMuted>No units are listed for this project yet.</StyledMuted>
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
