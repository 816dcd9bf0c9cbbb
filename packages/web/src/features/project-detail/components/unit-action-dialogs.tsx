import { lazy, Suspense } from 'react';
import type { ProjectPageQuery } from '../../../graphql/generated';
import type { UnitActionDialog } from '../hooks/use-unit-actions';

// The dialogs (and their form libraries) load the first time someone opens one.
const ExpressInterestDialog = lazy(() => import('../../projects/components/express-interest-dialog'));
const UnitsInterestDialog = lazy(() => import('./units-interest-dialog'));
const DirectInvestmentDialog = lazy(() => import('./direct-investment-dialog'));

interface UnitActionDialogsProps {
  project: ProjectPageQuery['project'];
  dialog: UnitActionDialog;
  onClose: () => void;
  /** Interest recorded for these units: drop them from the selection and refresh the page. */
  onRecorded: (unitIds: readonly number[]) => void;
  /** An investment was made: refresh the page's figures. */
  onInvested: () => void;
}

/** The one open dialog of the project page's actions, whichever button opened it. */
export function UnitActionDialogs({ project, dialog, onClose, onRecorded, onInvested }: UnitActionDialogsProps) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'interest' ? (
        <UnitsInterestDialog project={project} units={dialog.units} onClose={onClose} onRecorded={onRecorded} />
      ) : dialog.kind === 'project-interest' ? (
        <ExpressInterestDialog open onClose={onClose} project={project} />
      ) : (
        <DirectInvestmentDialog project={project} unit={dialog.unit} onClose={onClose} onInvested={onInvested} />
      )}
    </Suspense>
  );
}
