import type { ProjectStatus } from '../../graphql/generated';
import { humaniseUnitType } from '../../lib/humanise';
import type { BadgeTone } from '../ui/components/badge';

const LABELS: Partial<Record<ProjectStatus, string>> = {
  new: 'New Listing',
  funding: 'Open for Investment',
  in_progress: 'In Progress',
  completed: 'Completed',
  pre_construction: 'Pre-Construction',
  archived: 'Archived',
};

/** Investor spec §4 project status labels; any other value is title-cased ('near_completion' → 'Near Completion'). */
export function projectStatusLabel(status: ProjectStatus): string {
  return LABELS[status] ?? humaniseUnitType(status);
}

/** Rounded share of units still available, in percent (0 when the project has no units). */
function availablePercent(availableUnits: number, totalUnits: number): number {
  return totalUnits > 0 ? Math.round((availableUnits / totalUnits) * 100) : 0;
}

/** The image badge: '<n>% Available' for status available, otherwise the status label. */
export function projectStatusBadge(project: {
  status: ProjectStatus;
  availableUnits: number;
  totalUnits: number;
}): string {
  return project.status === 'available'
    ? `${availablePercent(project.availableUnits, project.totalUnits)}% Available`
    : projectStatusLabel(project.status);
}

export function projectStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'available':
    case 'funding':
      return 'success';
    case 'new':
      return 'accent';
    case 'completed':
      return 'primary';
    default:
      return 'info';
  }
}
