import type { IntlShape } from 'react-intl';
import type { UnitStatus } from '../../graphql/generated';
import type { BadgeTone } from '../ui/components/badge';

/** Each status's badge colour; its name is `adminCatalog.unitStatus` (an ICU select). */
export const UNIT_STATUS_TONES: Record<UnitStatus, BadgeTone> = {
  available: 'success',
  partially_funded: 'info',
  fully_funded: 'primary',
  sold: 'danger',
};

export const unitStatusLabel = (intl: Pick<IntlShape, 'formatMessage'>, status: UnitStatus): string =>
  intl.formatMessage({ id: 'adminCatalog.unitStatus' }, { status });

/**
 * The payment-status dropdown (rules §2, Unit): an admin may set the three funding statuses by hand; sold is
 * entered only through Mark as Sold, with its price and profit, and is final.
 */
export const HAND_SET_UNIT_STATUSES = ['available', 'partially_funded', 'fully_funded'] as const;

export const isHandSettable = (value: string): value is (typeof HAND_SET_UNIT_STATUSES)[number] =>
  HAND_SET_UNIT_STATUSES.some((status) => status === value);

/** A sold unit can no longer change: no dropdown, no Mark as Sold (accounts spec §2 hides it when sold). */
export const isUnitFinal = (status: UnitStatus): boolean => status === 'sold';
