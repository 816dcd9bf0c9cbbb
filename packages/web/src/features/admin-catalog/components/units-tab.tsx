import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminUnitCard_UnitFragment } from '../../../graphql/generated';
import { formatUsd } from '../../admin-investing/admin-investing-format';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { StyledGrid, StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { CATALOG_FAILURES, CATALOG_TOASTS } from '../catalog-messages';
import { useProjectUnits, useUnitProjects } from '../hooks/use-admin-units';
import { useUnitAdminActions } from '../hooks/use-unit-admin-actions';
import { AdminUnitCard } from './admin-unit-card';
import { DeleteRecordDialog } from './delete-record-dialog';
import { MarkUnitSoldDialog } from './mark-unit-sold-dialog';

// The form (formik, yup) loads when first opened.
const UnitFormDialog = lazy(() => import('./unit-form-dialog'));

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledPicker = styled.div`
  min-width: min(100%, 360px);
  select {
    width: 100%;
  }
`;

type Unit = AdminUnitCard_UnitFragment;
type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; unit: Unit } | { kind: 'delete'; unit: Unit } | { kind: 'sell'; unit: Unit };

function ProjectUnits({ projectId }: { projectId: number }) {
  const { project, error, refetch } = useProjectUnits(projectId);
  const { remove } = useUnitAdminActions();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const addButton = <StyledButton onClick={() => setDialog({ kind: 'add' })}>Add Unit</StyledButton>;

  if (project === null && error) {
    return (
      <StatePanel
        tone="danger"
        title="Failed to Load Units"
        message="Please try again."
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  }
  if (project === null) return <StyledSkeleton $height="220px" />;
  const stats = project.unitStatistics;
  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <StyledFactList data-testid="project-figures">
          <div>
            <dt>Investment needed</dt>
            <dd data-testid="figure-needed">{formatUsd(project.totalInvestmentNeeded)}</dd>
          </div>
          <div>
            <dt>Funded</dt>
            <dd data-testid="figure-funded">{formatUsd(project.currentFunding)}</dd>
          </div>
          <div>
            <dt>Units</dt>
            <dd data-testid="figure-units">
              {stats.totalUnits} ({stats.availableUnits} available, {stats.partiallyFundedUnits} partially funded,{' '}
              {stats.fullyFundedUnits} fully funded, {stats.soldUnits} sold)
            </dd>
          </div>
        </StyledFactList>
        {project.units.length > 0 ? addButton : null}
      </StyledHead>
      {project.units.length === 0 ? (
        <StatePanel
          icon="building"
          title="No Units Yet"
          message={`Add the first unit of ${project.title}.`}
          actions={addButton}
        />
      ) : (
        <StyledGrid $min="300px">
          {project.units.map((unit) => (
            <AdminUnitCard
              key={unit.id}
              unit={unit}
              onEdit={() => setDialog({ kind: 'edit', unit })}
              onDelete={() => setDialog({ kind: 'delete', unit })}
              onSell={() => setDialog({ kind: 'sell', unit })}
            />
          ))}
        </StyledGrid>
      )}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <Suspense fallback={null}>
          <UnitFormDialog
            projectId={project.id}
            onClose={close}
            unit={dialog.kind === 'edit' ? dialog.unit : undefined}
          />
        </Suspense>
      ) : null}
      {dialog?.kind === 'sell' ? <MarkUnitSoldDialog unit={dialog.unit} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? (
        <DeleteRecordDialog
          title={`Delete Unit ${dialog.unit.unitNumber}?`}
          question="Are you sure you want to delete this unit?"
          confirmLabel="Delete Unit"
          whenHeld="Investors' records keep their unit, so it stays; set its payment status or mark it sold instead."
          success={{ title: CATALOG_TOASTS.unitDeleted, description: `Unit ${dialog.unit.unitNumber}` }}
          failure={CATALOG_FAILURES.deleteUnit}
          remove={() => remove(project.id, dialog.unit.id)}
          onClose={close}
        />
      ) : null}
    </StyledStack>
  );
}

/**
 * The admin panel's Units tab (accounts spec §2): choose a project first (the Projects tab's Units button opens
 * it with `?project=`), then its funding figures and a card per unit, with Add Unit, Edit, Delete, the
 * payment-status dropdown and Mark as Sold. Its own chunk: only admins download it.
 */
export default function UnitsTab() {
  const selectId = useId();
  const { projects } = useUnitProjects();
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('project'));
  const projectId = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <div>
          <StyledTitle>Units</StyledTitle>
          <StyledMuted>A project&apos;s units, their funding, and their sale.</StyledMuted>
        </div>
        <StyledPicker>
          <StyledLabel htmlFor={selectId}>Project</StyledLabel>
          <StyledSelect
            id={selectId}
            value={projectId ?? ''}
            disabled={projects === null}
            onChange={(event) =>
              setParams(event.target.value ? { tab: 'units', project: event.target.value } : { tab: 'units' }, {
                replace: true,
              })
            }
          >
            <option value="">Choose a project</option>
            {(projects ?? []).map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </StyledSelect>
        </StyledPicker>
      </StyledHead>
      {projectId === null ? (
        <StatePanel icon="building" title="Choose a project" message="Its units appear here." />
      ) : (
        <ProjectUnits key={projectId} projectId={projectId} />
      )}
    </StyledStack>
  );
}
