import type { IntlShape } from 'react-intl';
import type { ProjectStatus } from '../../graphql/generated';
import type { BadgeTone } from '../ui/components/badge';

type Translate = Pick<IntlShape, 'formatMessage'>;

/** Investor spec §4 project status labels, in the interface language (`projects.status`, one ICU select). */
export function projectStatusLabel(status: ProjectStatus, intl: Translate): string {
  return intl.formatMessage({ id: 'projects.status' }, { status });
}

/** Share of units still available, 0 to 1 (0 when the project has no units); the message rounds it. */
function availableShare(availableUnits: number, totalUnits: number): number {
  return totalUnits > 0 ? Math.round((availableUnits / totalUnits) * 100) / 100 : 0;
}

/** The image badge: '<n>% Available' for status available, otherwise the status label. */
export function projectStatusBadge(
  project: { status: ProjectStatus; availableUnits: number; totalUnits: number },
  intl: Translate,
): string {
  return project.status === 'available'
    ? intl.formatMessage(
        { id: 'projects.statusAvailable' },
        { share: availableShare(project.availableUnits, project.totalUnits) },
      )
    : projectStatusLabel(project.status, intl);
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
