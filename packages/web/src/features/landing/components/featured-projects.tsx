import styled from 'styled-components';
import { ProjectCard } from '../../projects/components/project-card';
import { ProjectCardSkeletons } from '../../projects/components/project-card-skeleton';
import { useProjects } from '../../projects/hooks/use-projects';
import { StyledButtonLink } from '../../ui/components/button';
import {
  StyledContainer,
  StyledGrid,
  StyledLead,
  StyledMuted,
  StyledSection,
  StyledSectionTitle,
} from '../../ui/components/layout-primitives';

/** Investor spec §9: the first 3 projects of the list, 3 skeleton cards while loading. */
const FEATURED = 3;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export function FeaturedProjects() {
  const { projects, loading, error } = useProjects(null);
  const featured = projects?.slice(0, FEATURED);

  return (
    <StyledSection aria-labelledby="featured-title">
      <StyledContainer>
        <StyledHead>
          <div>
            <StyledSectionTitle id="featured-title">Featured Projects</StyledSectionTitle>
            <StyledLead>Current off-plan opportunities, open for co-investment unit by unit.</StyledLead>
          </div>
          <StyledButtonLink to="/projects" $variant="outline">
            View All Projects
          </StyledButtonLink>
        </StyledHead>
        {loading && !featured ? (
          <StyledGrid aria-busy="true" aria-label="Loading featured projects">
            <ProjectCardSkeletons count={FEATURED} />
          </StyledGrid>
        ) : error && !featured ? (
          <StyledMuted role="alert">Featured projects could not be loaded. Please try again later.</StyledMuted>
        ) : featured && featured.length > 0 ? (
          <StyledGrid>
            {featured.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </StyledGrid>
        ) : (
          <StyledMuted>New projects are being prepared. Check back soon.</StyledMuted>
        )}
      </StyledContainer>
    </StyledSection>
  );
}
