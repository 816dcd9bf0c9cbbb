import styled from 'styled-components';
import { Icon } from '../../ui/components/icon';
import { StyledCard } from '../../ui/components/layout-primitives';
import { StyledCheckList } from '../../ui/components/data-display';

const HIGHLIGHTS = [
  'Co-own a specific unit alongside other verified investors',
  'Buy at the off-plan price and share the profit when the finished unit sells',
  'Ownership in proportion to your contribution, recorded against the unit',
  'Progress updates from the site posted to your dashboard and by email',
  'Vetted developer with a track record of completed projects',
];

const RISKS = [
  'Construction can be delayed by permits, supply costs or weather',
  'Sale prices on completion depend on the property market and are not guaranteed',
  'Your money is committed until the unit is sold; early withdrawal is not guaranteed',
  'Prices are set in US dollars; the value in your currency moves with exchange rates',
];

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledSubtitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** Static investment highlights and risk factors (the same for every project). */
export function ProjectDetails() {
  return (
    <StyledCard>
      <StyledTitle>Project Details</StyledTitle>
      <StyledColumns>
        <div>
          <StyledSubtitle>Investment Highlights</StyledSubtitle>
          <StyledCheckList $tone="success">
            {HIGHLIGHTS.map((item) => (
              <li key={item}>
                <Icon name="check" size={16} />
                {item}
              </li>
            ))}
          </StyledCheckList>
        </div>
        <div>
          <StyledSubtitle>Risk Factors</StyledSubtitle>
          <StyledCheckList $tone="warning">
            {RISKS.map((item) => (
              <li key={item}>
                <Icon name="alert" size={16} />
                {item}
              </li>
            ))}
          </StyledCheckList>
        </div>
      </StyledColumns>
    </StyledCard>
  );
}
