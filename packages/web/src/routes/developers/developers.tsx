import styled from 'styled-components';
import { DeveloperCard } from '../../features/developers/components/developer-card';
import { useDevelopers } from '../../features/developers/hooks/use-developers';
import { StyledButton, StyledButtonLink } from '../../features/ui/components/button';
import {
  StyledCard,
  StyledContainer,
  StyledGrid,
  StyledLead,
  StyledPageTitle,
  StyledStack,
} from '../../features/ui/components/layout-primitives';
import { StyledSkeleton } from '../../features/ui/components/skeleton';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

const StyledPage = styled(StyledContainer)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledPartner = styled(StyledCard)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

function DeveloperSkeletons() {
  return (
    <StyledGrid $min="320px" aria-busy="true" aria-label="Loading developers">
      {Array.from({ length: 3 }, (_, i) => (
        <StyledCard key={i}>
          <StyledStack>
            <StyledSkeleton $height="56px" $width="56px" />
            <StyledSkeleton $height="1.3rem" $width="60%" />
            <StyledSkeleton $height="3rem" />
            <StyledSkeleton $height="4rem" />
            <StyledSkeleton $height="5rem" />
          </StyledStack>
        </StyledCard>
      ))}
    </StyledGrid>
  );
}

export default function DevelopersPage() {
  useDocumentTitle('Developers');
  const { developers, loading, error, refetch } = useDevelopers();

  let content;
  if (loading && !developers) content = <DeveloperSkeletons />;
  else if (error && !developers)
    content = (
      <StatePanel
        tone="danger"
        title="Failed to Load Developers"
        message="Please try again later"
        actions={
          <StyledButton $variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            Try Again
          </StyledButton>
        }
      />
    );
  else if (!developers || developers.length === 0)
    content = (
      <StatePanel icon="building" title="No Developers Yet" message="Partner developers will be listed here." />
    );
  else
    content = (
      <StyledGrid $min="320px">
        {developers.map((developer) => (
          <DeveloperCard key={developer.id} developer={developer} />
        ))}
      </StyledGrid>
    );

  return (
    <StyledPage>
      <StyledStack $gap="xl">
        <StyledHead>
          <StyledStack $gap="sm">
            <StyledPageTitle>Our Developer Partners</StyledPageTitle>
            <StyledLead>The licensed developers behind the projects you can co-invest in.</StyledLead>
          </StyledStack>
          <StyledButtonLink to="/contact">Become a Partner</StyledButtonLink>
        </StyledHead>
        {content}
        <StyledPartner>
          <div>
            <h2>Are you a developer?</h2>
            <p>Bring your off-plan project to a community of verified co-investors.</p>
          </div>
          <StyledButtonLink to="/contact" $variant="outline">
            Partner With Us
          </StyledButtonLink>
        </StyledPartner>
      </StyledStack>
    </StyledPage>
  );
}
