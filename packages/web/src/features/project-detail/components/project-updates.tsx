import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ProjectUpdateItem_UpdateFragment } from '../../../graphql/generated';
import { isAdmin, useCurrentUser } from '../../session/use-current-user';
import { StyledButton } from '../../ui/components/button';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { ProjectUpdateItem } from './project-update-item';

const ProjectUpdateFormDialog = lazy(() => import('./project-update-form-dialog'));
// Admin only, like the form: its dialog code and form rules stay out of the page an investor loads.
const DeleteProjectUpdateDialog = lazy(() =>
  import('./delete-project-update-dialog').then((m) => ({ default: m.DeleteProjectUpdateDialog })),
);

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

type Editing = { kind: 'post' } | { kind: 'edit'; update: ProjectUpdateItem_UpdateFragment } | null;

/** The project's updates, newest first; admins also post, edit and delete them here (investor spec §2, §6). */
export function ProjectUpdates({
  projectId,
  updates,
}: {
  projectId: number;
  updates: readonly ProjectUpdateItem_UpdateFragment[];
}) {
  const admin = isAdmin(useCurrentUser().user);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProjectUpdateItem_UpdateFragment | null>(null);

  return (
    <StyledCard as="section" aria-labelledby="project-updates-title">
      <StyledHead>
        <StyledTitle id="project-updates-title">
          <FormattedMessage id="project.updates.title" />
        </StyledTitle>
        {admin ? (
          <StyledButton type="button" $size="sm" onClick={() => setEditing({ kind: 'post' })}>
            <FormattedMessage id="project.updates.post" />
          </StyledButton>
        ) : null}
      </StyledHead>
      {updates.length === 0 ? (
        <StyledMuted>
          <FormattedMessage id="project.updates.none" />
        </StyledMuted>
      ) : (
        <StyledList>
          {updates.map((update) => (
            <ProjectUpdateItem
              key={update.id}
              update={update}
              adminActions={
                admin
                  ? { onEdit: () => setEditing({ kind: 'edit', update }), onDelete: () => setDeleting(update) }
                  : undefined
              }
            />
          ))}
        </StyledList>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <ProjectUpdateFormDialog
            projectId={projectId}
            update={editing.kind === 'edit' ? editing.update : undefined}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteProjectUpdateDialog projectId={projectId} update={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
    </StyledCard>
  );
}
