import { useCallback, useState } from 'react';
import type { UnitCard_UnitFragment } from '../../../graphql/generated';
import { useCurrentUser } from '../../session/use-current-user';
import { useToast } from '../../toast/hooks/use-toast';
import { useProjectPageToasts } from '../project-page-toasts';

/** The dialog the page has open: the units (or the unit) it acts on are kept from the moment it opens. */
export type UnitActionDialog =
  | { readonly kind: 'interest'; readonly units: readonly UnitCard_UnitFragment[] }
  | { readonly kind: 'project-interest' }
  | { readonly kind: 'invest'; readonly unit: UnitCard_UnitFragment }
  | null;

/**
 * The project page's two actions on the selected units, wherever they are started from (the sidebar cards, the
 * bar at the bottom of a phone's screen, the panel on a selected unit's card), with the investor spec's checks:
 * interest needs a signed-in user and at least one unit (or a project without units), direct investment exactly
 * one unit (investor spec §5 and §8 toasts).
 */
export function useUnitActions(selected: readonly UnitCard_UnitFragment[], projectHasUnits: boolean) {
  const { user } = useCurrentUser();
  const toasts = useProjectPageToasts();
  const toast = useToast();
  const [dialog, setDialog] = useState<UnitActionDialog>(null);

  const expressInterest = useCallback(() => {
    if (!user) toast({ ...toasts.signInToInterest, variant: 'destructive' });
    else if (!projectHasUnits) setDialog({ kind: 'project-interest' });
    else if (selected.length === 0) toast({ ...toasts.noUnits, variant: 'destructive' });
    else setDialog({ kind: 'interest', units: selected });
  }, [user, toast, toasts, projectHasUnits, selected]);

  const invest = useCallback(() => {
    if (!user) toast({ ...toasts.signInToInvest, variant: 'destructive' });
    else if (selected.length !== 1) toast({ ...toasts.singleUnit, variant: 'destructive' });
    else setDialog({ kind: 'invest', unit: selected[0]! });
  }, [user, toast, toasts, selected]);

  const close = useCallback(() => setDialog(null), []);

  return { dialog, expressInterest, invest, close };
}
