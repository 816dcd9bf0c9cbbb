import { StyledSkeleton } from '../../ui/components/skeleton';
import { StyledCardBody, StyledProjectCard } from './project-card';

function ProjectCardSkeleton() {
  return (
    <StyledProjectCard aria-hidden="true" data-testid="project-card-skeleton">
      <StyledSkeleton $height="200px" />
      <StyledCardBody>
        <StyledSkeleton $width="40%" />
        <StyledSkeleton $height="1.4rem" $width="75%" />
        <StyledSkeleton $height="2.5rem" />
        <StyledSkeleton $height="3.5rem" />
        <StyledSkeleton $height="2.25rem" />
      </StyledCardBody>
    </StyledProjectCard>
  );
}

/** A grid's worth of placeholder cards while projects load (6 on /projects, 3 on the landing page). */
export function ProjectCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <ProjectCardSkeleton key={i} />
      ))}
    </>
  );
}
