import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProjectPageQuery } from '../../../graphql/generated';
import { IMAGE_SIZES } from '../../projects/bundled-image';
import { ProjectImage } from '../../projects/components/project-image';
import { ProjectLocation } from '../../projects/components/project-location';
import { projectStatusBadge, projectStatusTone } from '../../projects/project-status';
import { StyledBadge } from '../../ui/components/badge';
import { Icon } from '../../ui/components/icon';
import { ContentText } from '../../content-translations/components/content-text';

const StyledOverview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledImageFrame = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const StyledLocation = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  ${({ theme }) => theme.media.md} {
    font-size: 2.25rem;
  }
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: pre-line;
`;

export function ProjectOverview({ project }: { project: ProjectPageQuery['project'] }) {
  const intl = useIntl();
  return (
    <StyledOverview>
      <StyledImageFrame>
        <ProjectImage
          src={project.imageUrl}
          alt={project.title}
          height="clamp(220px, 40vw, 420px)"
          sizes={IMAGE_SIZES.projectCover}
          priority
        >
          <StyledBadge $tone={projectStatusTone(project.status)} data-testid="project-status-badge">
            {projectStatusBadge(project, intl)}
          </StyledBadge>
        </ProjectImage>
      </StyledImageFrame>
      <StyledLocation>
        <Icon name="mapPin" size={16} />
        <ProjectLocation location={project.location} country={project.country} />
      </StyledLocation>
      <StyledTitle>
        <ContentText text={project.title} />
      </StyledTitle>
      <StyledDescription>
        <ContentText text={project.description} />
      </StyledDescription>
    </StyledOverview>
  );
}
