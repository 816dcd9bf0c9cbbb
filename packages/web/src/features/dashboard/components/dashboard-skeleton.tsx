import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledCard, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';

const StyledStats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
`;

/** The dashboard's shape while its query loads: four stat cards, the investments and the applications. */
export function DashboardSkeleton() {
  const intl = useIntl();
  return (
    <StyledStack
      $gap="xl"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'dashboard.loading' })}
      data-testid="dashboard-skeleton"
    >
      <StyledStats>
        {Array.from({ length: 4 }, (_, i) => (
          <StyledSkeleton key={i} $height="88px" />
        ))}
      </StyledStats>
      {[0, 1].map((i) => (
        <StyledCard key={i}>
          <StyledStack>
            <StyledSkeleton $height="1.4rem" $width="40%" />
            <StyledSkeleton $height="2.5rem" />
            <StyledSkeleton $height="2.5rem" />
          </StyledStack>
        </StyledCard>
      ))}
    </StyledStack>
  );
}
