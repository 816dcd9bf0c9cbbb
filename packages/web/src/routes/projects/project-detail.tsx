import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ProjectDetails } from '../../features/project-detail/components/project-details';
import { ProjectOverview } from '../../features/project-detail/components/project-overview';
import {
  StyledColumns,
  StyledMainRest,
  StyledMainTop,
  StyledSidebar,
} from '../../features/project-detail/components/project-page-layout';
import { ProjectPageSkeleton } from '../../features/project-detail/components/project-page-skeleton';
import { ProjectStatCards } from '../../features/project-detail/components/project-stat-cards';
import { ProjectUpdates } from '../../features/project-detail/components/project-updates';
import { DirectInvestmentCard, ExpressInterestCard } from '../../features/project-detail/components/sidebar-cards';
import { UnitActionDialogs } from '../../features/project-detail/components/unit-action-dialogs';
import { UnitInvestmentStatus } from '../../features/project-detail/components/unit-investment-status';
import { UnitOpportunities } from '../../features/project-detail/components/unit-opportunities';
import { useInvestAccess } from '../../features/project-detail/hooks/use-invest-access';
import { useProjectPage } from '../../features/project-detail/hooks/use-project-page';
import { useUnitActions } from '../../features/project-detail/hooks/use-unit-actions';
import { useUnitSelection } from '../../features/project-detail/hooks/use-unit-selection';
import { isUnitOpenForInvesting } from '../../features/investing/direct-investment-rules';
import type { UnitCard_UnitFragment } from '../../graphql/generated';
import { StyledButton, StyledButtonLink } from '../../features/ui/components/button';
import { Icon } from '../../features/ui/components/icon';
import { StyledContainer, StyledStack } from '../../features/ui/components/layout-primitives';
import { StatePanel } from '../../features/ui/components/state-panel';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessagesArea } from '../../i18n/messages-area';
import { AfterHydration } from '../../lib/after-hydration';
import { HydrationSlice } from '../../lib/hydration-slice';

/** Loaded after the page's first render, in the browser only (it opens the live connection). */
const LiveProjectFunding = lazy(() => import('../../features/live/components/live-project-funding'));

const StyledPage = styled(StyledContainer)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MAX_INT = 2_147_483_647;

/** The route's id as a GraphQL Int, or null when it is not a positive whole number. */
function parseProjectId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_INT ? id : null;
}

const NO_UNITS: readonly UnitCard_UnitFragment[] = [];

// Drawn only once a unit is chosen: its code loads then, not with the page (the route's size budget).
const SelectedUnitActions = lazy(() =>
  import('../../features/project-detail/components/selected-unit-actions').then((m) => ({
    default: m.SelectedUnitActions,
  })),
);
const isSelectable = (unit: UnitCard_UnitFragment) => isUnitOpenForInvesting(unit.status);
// An archived project takes no new interest or investment (the server refuses it too): nothing to select.
const nothingSelectable = () => false;

const browseProjects = (
  <StyledButtonLink to="/projects" $variant="outline">
    <FormattedMessage id="project.browseProjects" />
  </StyledButtonLink>
);

/**
 * The project page's text is the `project` area (docs/i18n.md): loaded with the route's code, not carried by the
 * core catalog every other route downloads. The server's render waits for it like for the page's data.
 */
export default function ProjectDetailPage() {
  return (
    <MessagesArea area="project">
      <ProjectDetailContent />
    </MessagesArea>
  );
}

function ProjectDetailContent() {
  const intl = useIntl();
  const params = useParams();
  const id = parseProjectId(params.id);
  const { project, loading, error, refetch } = useProjectPage(id);
  useDocumentTitle(project?.title ?? intl.formatMessage({ id: 'project.documentTitle' }));
  const archived = project?.status === 'archived';
  const selectable = archived ? nothingSelectable : isSelectable;
  const selection = useUnitSelection(project?.units ?? NO_UNITS, selectable);
  const actions = useUnitActions(selection.selected, (project?.units.length ?? 0) > 0);
  const access = useInvestAccess();
  // Investor spec §7: after an interest or an investment, the project and its units are read again.
  const refresh = () => void refetch().catch(() => undefined);
  // The chosen units' actions follow the choice: on their card (wide screens) and in a bar (phones).
  const selectedActions = (placement: 'bar' | 'card') =>
    selection.selected.length > 0 ? (
      <Suspense fallback={null}>
        <SelectedUnitActions
          placement={placement}
          units={selection.selected}
          access={access}
          onInvest={actions.invest}
          onExpressInterest={actions.expressInterest}
          onClear={selection.clear}
        />
      </Suspense>
    ) : null;

  let content;
  if (id === null) {
    content = (
      <StatePanel
        title={intl.formatMessage({ id: 'project.invalidTitle' })}
        headingLevel="h1"
        message={intl.formatMessage({ id: 'project.invalidMessage' })}
        actions={browseProjects}
      />
    );
  } else if (loading && !project) {
    content = <ProjectPageSkeleton />;
  } else if (error && !project) {
    content = (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'project.failedTitle' })}
        headingLevel="h1"
        message={errorMessage(error, intl.formatMessage({ id: 'project.failedMessage' }))}
        actions={
          <>
            <StyledButton onClick={() => void refetch().catch(() => undefined)}>
              <FormattedMessage id="common.tryAgain" />
            </StyledButton>
            {browseProjects}
          </>
        }
      />
    );
  } else if (project) {
    content = (
      <StyledStack $gap="xl">
        <StyledColumns>
          <StyledMainTop>
            <HydrationSlice>
              <ProjectOverview project={project} />
            </HydrationSlice>
            <HydrationSlice>
              <ProjectStatCards project={project} />
            </HydrationSlice>
          </StyledMainTop>
          <StyledMainRest>
            <HydrationSlice>
              <UnitInvestmentStatus project={project} />
              <ProjectDetails />
            </HydrationSlice>
          </StyledMainRest>
          <StyledSidebar>
            {archived ? (
              <StatePanel
                icon="building"
                title={intl.formatMessage({ id: 'project.archivedTitle' })}
                message={intl.formatMessage({ id: 'project.archivedMessage' })}
              />
            ) : (
              <>
                <ExpressInterestCard
                  project={project}
                  selectedUnits={selection.selected}
                  onExpressInterest={actions.expressInterest}
                />
                <DirectInvestmentCard project={project} selectedUnits={selection.selected} onInvest={actions.invest} />
              </>
            )}
          </StyledSidebar>
        </StyledColumns>
        <HydrationSlice>
          <ProjectUpdates projectId={project.id} updates={project.updates} />
        </HydrationSlice>
        <HydrationSlice>
          <UnitOpportunities
            units={project.units}
            isSelectable={selectable}
            isSelected={selection.isSelected}
            onToggle={selection.toggle}
            selectedActions={selectedActions('card')}
          />
        </HydrationSlice>
        {selectedActions('bar')}
        <UnitActionDialogs
          project={project}
          dialog={actions.dialog}
          onClose={actions.close}
          onRecorded={(unitIds) => {
            selection.deselect(unitIds);
            refresh();
          }}
          onInvested={refresh}
        />
        {/* The funding figures move while the page is open (payments confirmed, units sold), from any process. */}
        <AfterHydration>
          <Suspense fallback={null}>
            <LiveProjectFunding projectId={project.id} />
          </Suspense>
        </AfterHydration>
      </StyledStack>
    );
  }

  return (
    <StyledPage>
      <StyledBack to="/projects">
        <Icon name="arrowLeft" size={16} />
        <FormattedMessage id="project.back" />
      </StyledBack>
      {content}
    </StyledPage>
  );
}
