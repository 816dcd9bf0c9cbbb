import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminCatalogProject_ProjectFragment } from '../../../graphql/generated';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { MessagesArea } from '../../../i18n/messages-area';
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
 * project), Edit and Delete, and Add Project. Its own chunk: only admins download it, with its words (the
 * `adminCatalog` area).
 */
export default function ProjectsTab() {
  return (
    <MessagesArea area="adminCatalog">
      <Projects />
    </MessagesArea>
  );
}

function Projects() {
  const intl = useIntl();
  const { projects, error, refetch } = useAdminProjects();
  const { remove, archive } = useProjectMutations();
  const [, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const addButton = (
    <StyledButton onClick={() => setDialog({ kind: 'add' })}>
      <FormattedMessage id="adminCatalog.projects.add" />
    </StyledButton>
  );

  let body;
  if (projects === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'adminCatalog.projects.loadFailed' })}
        message={intl.formatMessage({ id: 'adminCatalog.tryAgainHint' })}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminCatalog.tryAgain" />
          </StyledButton>
        }
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
        title={intl.formatMessage({ id: 'adminCatalog.projects.empty' })}
        message={intl.formatMessage({ id: 'adminCatalog.projects.emptyHint' })}
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
            <FormattedMessage id="adminCatalog.projects.title" />
            <StyledBadge
              aria-label={intl.formatMessage({ id: 'adminCatalog.projects.count' }, { count: projects?.length ?? 0 })}
              data-testid="project-count"
            >
              {projects ? intl.formatNumber(projects.length) : <FormattedMessage id="adminCatalog.counting" />}
            </StyledBadge>
          </StyledTitle>
          <StyledMuted>
            <FormattedMessage id="adminCatalog.projects.lead" />
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
          title={intl.formatMessage({ id: 'adminCatalog.deleteProject.title' }, { title: dialog.project.title })}
          question={intl.formatMessage({ id: 'adminCatalog.deleteProject.question' })}
          confirmLabel={intl.formatMessage({ id: 'adminCatalog.deleteProject.confirm' })}
          whenHeld={(reason) => intl.formatMessage({ id: 'adminCatalog.deleteProject.held' }, { reason })}
          success={{ toast: 'projectDeleted', description: dialog.project.title }}
          instead={{
            label: intl.formatMessage({ id: 'adminCatalog.deleteProject.archive' }),
            pendingLabel: intl.formatMessage({ id: 'adminCatalog.deleteProject.archiving' }),
            run: () => archive(dialog.project.id),
            success: { toast: 'projectArchived', description: dialog.project.title },
            failure: 'archiveProject',
          }}
          failure="deleteProject"
          remove={() => remove(dialog.project.id)}
          onClose={close}
        />
      ) : null}
    </StyledStack>
  );
}
