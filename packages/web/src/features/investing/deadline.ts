import type { IntlShape } from 'react-intl';
import { deadlineParts } from '../../lib/dates';

/**
 * A payment deadline as a sentence in the interface language: 'Dec 3, 2026, 2:00 PM Accra time (GMT)', and the
 * viewer's own clock after it when it reads another hour ('… · Dec 3, 2026, 3:00 PM your time (GMT+1)'). The
 * words are the `investing` area's, so every screen that shows a due date loads that area.
 */
export function formatDeadline(
  intl: IntlShape,
  value: string | Date | null | undefined,
  viewerZone?: string,
  fallback = '—',
): string {
  const parts = deadlineParts(value, viewerZone, intl.locale);
  if (!parts) return typeof value === 'string' && value ? value : fallback;
  return parts.own
    ? intl.formatMessage(
        { id: 'investing.deadline.withViewer' },
        { accraTime: parts.accraTime, accraZone: parts.accraZone, ownTime: parts.own.time, ownZone: parts.own.zone },
      )
    : intl.formatMessage({ id: 'investing.deadline.accra' }, { time: parts.accraTime, zone: parts.accraZone });
}
