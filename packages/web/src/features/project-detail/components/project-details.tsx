import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../ui/components/icon';
import { StyledCard } from '../../ui/components/layout-primitives';
import { StyledCheckList } from '../../ui/components/data-display';

/** `project.details.highlight.<key>` and `project.details.risk.<key>`. */
const HIGHLIGHTS = ['coOwn', 'offPlan', 'ownership', 'updates', 'developer'] as const;
const RISKS = ['delays', 'salePrice', 'lockedIn', 'currency'] as const;

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
      <StyledTitle>
        <FormattedMessage id="project.details.title" />
      </StyledTitle>
      <StyledColumns>
        <div>
          <StyledSubtitle>
            <FormattedMessage id="project.details.highlights" />
          </StyledSubtitle>
          <StyledCheckList $tone="success">
            {HIGHLIGHTS.map((item) => (
              <li key={item}>
                <Icon name="check" size={16} />
                <FormattedMessage id={`project.details.highlight.${item}`} />
              </li>
            ))}
          </StyledCheckList>
        </div>
        <div>
          <StyledSubtitle>
            <FormattedMessage id="project.details.risks" />
          </StyledSubtitle>
          <StyledCheckList $tone="warning">
            {RISKS.map((item) => (
              <li key={item}>
                <Icon name="alert" size={16} />
                <FormattedMessage id={`project.details.risk.${item}`} />
              </li>
            ))}
          </StyledCheckList>
        </div>
      </StyledColumns>
    </StyledCard>
  );
}
