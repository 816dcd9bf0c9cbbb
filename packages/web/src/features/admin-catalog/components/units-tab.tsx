import { lazy, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { MessagesArea } from '../../../i18n/messages-area';
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
  min-inline-size: min(100%, 360px);
  select {
    inline-size: 100%;
  }
`;

type Unit = AdminUnitCard_UnitFragment;
type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; unit: Unit } | { kind: 'delete'; unit: Unit } | { kind: 'sell'; unit: Unit };

function ProjectUnits({ projectId }: { projectId: number }) {
  const intl = useIntl();
  const { project, error, refetch } = useProjectUnits(projectId);
  const { remove } = useUnitAdminActions();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const addButton = (
    <StyledButton onClick={() => setDialog({ kind: 'add' })}>
      <FormattedMessage id="adminCatalog.units.add" />
    </StyledButton>
  );

  if (project === null && error) {
    return (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'adminCatalog.units.loadFailed' })}
        message={intl.formatMessage({ id: 'adminCatalog.tryAgainHint' })}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminCatalog.tryAgain" />
          </StyledButton>
        }
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
            <dt>
              <FormattedMessage id="adminCatalog.units.needed" />
            </dt>
            <dd data-testid="figure-needed">{formatUsd(project.totalInvestmentNeeded, intl.locale)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="adminCatalog.units.funded" />
            </dt>
            <dd data-testid="figure-funded">{formatUsd(project.currentFunding, intl.locale)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="adminCatalog.units.units" />
            </dt>
            <dd data-testid="figure-units">
              <FormattedMessage
                id="adminCatalog.units.figure"
                values={{
                  total: stats.totalUnits,
                  available: stats.availableUnits,
                  partial: stats.partiallyFundedUnits,
                  full: stats.fullyFundedUnits,
                  sold: stats.soldUnits,
                }}
              />
            </dd>
          </div>
        </StyledFactList>
        {project.units.length > 0 ? addButton : null}
      </StyledHead>
      {project.units.length === 0 ? (
        <StatePanel
          icon="building"
          title={intl.formatMessage({ id: 'adminCatalog.units.empty' })}
          message={intl.formatMessage({ id: 'adminCatalog.units.emptyHint' }, { title: project.title })}
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
          title={intl.formatMessage({ id: 'adminCatalog.deleteUnit.title' }, { number: dialog.unit.unitNumber })}
          question={intl.formatMessage({ id: 'adminCatalog.deleteUnit.question' })}
          confirmLabel={intl.formatMessage({ id: 'adminCatalog.deleteUnit.confirm' })}
          whenHeld={(reason) => intl.formatMessage({ id: 'adminCatalog.deleteUnit.held' }, { reason })}
          success={{
            toast: 'unitDeleted',
            description: intl.formatMessage({ id: 'adminCatalog.unit.name' }, { number: dialog.unit.unitNumber }),
          }}
          failure="deleteUnit"
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
 * payment-status dropdown and Mark as Sold. Its own chunk: only admins download it, with its words (the
 * `adminCatalog` area).
 */
export default function UnitsTab() {
  return (
    <MessagesArea area="adminCatalog">
      <Units />
    </MessagesArea>
  );
}

function Units() {
  const intl = useIntl();
  const selectId = useId();
  const { projects } = useUnitProjects();
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('project'));
  const projectId = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <div>
          <StyledTitle>
            <FormattedMessage id="adminCatalog.units.title" />
          </StyledTitle>
          <StyledMuted>
            <FormattedMessage id="adminCatalog.units.lead" />
          </StyledMuted>
        </div>
        <StyledPicker>
          <StyledLabel htmlFor={selectId}>
            <FormattedMessage id="adminCatalog.units.project" />
          </StyledLabel>
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
            <option value="">{intl.formatMessage({ id: 'adminCatalog.units.choose' })}</option>
            {(projects ?? []).map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </StyledSelect>
        </StyledPicker>
      </StyledHead>
      {projectId === null ? (
        <StatePanel
          icon="building"
          title={intl.formatMessage({ id: 'adminCatalog.units.choose' })}
          message={intl.formatMessage({ id: 'adminCatalog.units.chooseHint' })}
        />
      ) : (
        <ProjectUnits key={projectId} projectId={projectId} />
      )}
    </StyledStack>
  );
}
