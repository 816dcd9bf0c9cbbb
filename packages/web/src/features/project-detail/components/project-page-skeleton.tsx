import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledCard, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StyledColumns, StyledMainTop, StyledSidebar } from './project-page-layout';

const StyledStats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
`;

export function ProjectPageSkeleton() {
  const intl = useIntl();
  return (
    <StyledColumns
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'project.loading' })}
      data-testid="project-skeleton"
    >
      <StyledMainTop>
        <StyledSkeleton $height="clamp(220px, 40vw, 420px)" />
        <StyledSkeleton $width="30%" />
        <StyledSkeleton $height="2.25rem" $width="70%" />
        <StyledSkeleton $height="4rem" />
        <StyledStats>
          {Array.from({ length: 6 }, (_, i) => (
            <StyledSkeleton key={i} $height="84px" />
          ))}
        </StyledStats>
        <StyledSkeleton $height="160px" />
      </StyledMainTop>
      <StyledSidebar>
        <StyledCard>
          <StyledStack>
            <StyledSkeleton $height="1.4rem" $width="60%" />
            <StyledSkeleton $height="2.5rem" />
          </StyledStack>
        </StyledCard>
        <StyledCard>
          <StyledStack>
            <StyledSkeleton $height="1.4rem" $width="60%" />
            <StyledSkeleton $height="2.5rem" />
          </StyledStack>
        </StyledCard>
      </StyledSidebar>
    </StyledColumns>
  );
}
