import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminCatalogProject_ProjectFragment } from '../../../graphql/generated';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { CATALOG_FAILURES, CATALOG_TOASTS } from '../catalog-messages';
import { useAdminProjects } from '../hooks/use-admin-projects';
import { useProjectMutations } from '../hooks/use-project-mutations';
import { AdminProjectCard } from './admin-project-card';
import { DeleteRecordDialog } from './delete-record-dialog';

// The form (formik, yup) loads when first opened.
const ProjectFormDialog = lazy(() => import('./project-form-dialog'));

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
`;

type Project = AdminCatalogProject_ProjectFragment;
type OpenDialog = { kind: 'add' } | { kind: 'edit'; project: Project } | { kind: 'delete'; project: Project };

/**
 * The admin panel's Projects tab (accounts spec §2): every project with View, Units (the Units tab for that
 * project), Edit and Delete, and Add Project. Its own chunk: only admins download it.
 */
export default function ProjectsTab() {
  const { projects, error, refetch } = useAdminProjects();
  const { remove, archive } = useProjectMutations();
  const [, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const addButton = <StyledButton onClick={() => setDialog({ kind: 'add' })}>Add Project</StyledButton>;

  let body;
  if (projects === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title="Failed to load projects"
        message="Please try again."
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  } else if (projects === null) {
    body = (
      <StyledCards aria-busy="true">
        <StyledSkeleton $height="280px" />
        <StyledSkeleton $height="280px" />
      </StyledCards>
    );
  } else if (projects.length === 0) {
    body = (
      <StatePanel
        icon="building"
        title="No projects yet"
        message="Add the first project, then its units on the Units tab."
        actions={addButton}
      />
    );
  } else {
    body = (
      <StyledCards>
        {projects.map((project) => (
          <AdminProjectCard
            key={project.id}
            project={project}
            onUnits={() => setParams({ tab: 'units', project: String(project.id) }, { replace: true })}
            onEdit={() => setDialog({ kind: 'edit', project })}
            onDelete={() => setDialog({ kind: 'delete', project })}
          />
        ))}
      </StyledCards>
    );
  }

  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <div>
          <StyledTitle>
            Projects
            <StyledBadge aria-label={`${projects?.length ?? 0} projects`} data-testid="project-count">
              {projects?.length ?? '…'}
            </StyledBadge>
          </StyledTitle>
          <StyledMuted>
            The catalog investors see. Funding figures come from the units and their investments.
          </StyledMuted>
        </div>
        {addButton}
      </StyledHead>
      {body}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <Suspense fallback={null}>
          <ProjectFormDialog onClose={close} project={dialog.kind === 'edit' ? dialog.project : undefined} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteRecordDialog
          title={`Delete ${dialog.project.title}?`}
          question="Are you sure you want to delete this project? Its units and updates go with it."
          confirmLabel="Delete Project"
          whenHeld="Investors' records keep their project, so it stays. Archive it instead: it leaves the public catalog and takes no new investments, while its investors' positions carry on."
          success={{ title: CATALOG_TOASTS.projectDeleted, description: dialog.project.title }}
          instead={{
            label: 'Archive Project',
            pendingLabel: 'Archiving…',
            run: () => archive(dialog.project.id),
            success: { title: CATALOG_TOASTS.projectArchived, description: dialog.project.title },
            failure: CATALOG_FAILURES.archiveProject,
          }}
          failure={CATALOG_FAILURES.deleteProject}
          remove={() => remove(dialog.project.id)}
          onClose={close}
        />
      ) : null}
    </StyledStack>
  );
}
