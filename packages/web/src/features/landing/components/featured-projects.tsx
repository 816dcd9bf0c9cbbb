import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();

  return (
    <StyledSection aria-labelledby="featured-title">
      <StyledContainer>
        <StyledHead>
          <div>
            <StyledSectionTitle id="featured-title">
              <FormattedMessage id="featured.title" />
            </StyledSectionTitle>
            <StyledLead>
              <FormattedMessage id="featured.lead" />
            </StyledLead>
          </div>
          <StyledButtonLink to="/projects" $variant="outline">
            <FormattedMessage id="featured.viewAll" />
          </StyledButtonLink>
        </StyledHead>
        {loading && !featured ? (
          <StyledGrid aria-busy="true" aria-label={intl.formatMessage({ id: 'featured.loading' })}>
            <ProjectCardSkeletons count={FEATURED} />
          </StyledGrid>
        ) : error && !featured ? (
          <StyledMuted role="alert">
            <FormattedMessage id="featured.failed" />
          </StyledMuted>
        ) : featured && featured.length > 0 ? (
          <StyledGrid>
            {featured.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </StyledGrid>
        ) : (
          <StyledMuted>
            <FormattedMessage id="featured.empty" />
          </StyledMuted>
        )}
      </StyledContainer>
    </StyledSection>
  );
}
