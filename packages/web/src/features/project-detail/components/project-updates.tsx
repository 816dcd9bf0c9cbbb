import styled from 'styled-components';
import type { ProjectUpdateItem_UpdateFragment } from '../../../graphql/generated';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { ProjectUpdateItem } from './project-update-item';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function ProjectUpdates({ updates }: { updates: readonly ProjectUpdateItem_UpdateFragment[] }) {
  return (
    <StyledCard as="section" aria-labelledby="project-updates-title">
      <StyledTitle id="project-updates-title">Project Updates</StyledTitle>
      {updates.length === 0 ? (
        <StyledMuted>No updates yet. Progress reports from the site will appear here.</StyledMuted>
      ) : (
        <StyledList>
          {updates.map((update) => (
            <ProjectUpdateItem key={update.id} update={update} />
          ))}
        </StyledList>
      )}
    </StyledCard>
  );
}
