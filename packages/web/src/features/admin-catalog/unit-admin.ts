import type { UnitStatus } from '../../graphql/generated';
import type { BadgeTone } from '../ui/components/badge';

export const UNIT_STATUS_BADGES: Record<UnitStatus, { label: string; tone: BadgeTone }> = {
  available: { label: 'Available', tone: 'success' },
  partially_funded: { label: 'Partially Funded', tone: 'info' },
  fully_funded: { label: 'Fully Funded', tone: 'primary' },
  sold: { label: 'Sold', tone: 'danger' },
};

/**
 * The payment-status dropdown (rules §2, Unit): an admin may set the three funding statuses by hand; sold is
 * entered only through Mark as Sold, with its price and profit, and is final.
 */
export const HAND_SET_UNIT_STATUSES = (['available', 'partially_funded', 'fully_funded'] as const).map((status) => ({
  value: status,
  label: UNIT_STATUS_BADGES[status].label,
}));

export const isHandSettable = (value: string): value is (typeof HAND_SET_UNIT_STATUSES)[number]['value'] =>
  HAND_SET_UNIT_STATUSES.some((option) => option.value === value);

/** A sold unit can no longer change: no dropdown, no Mark as Sold (accounts spec §2 hides it when sold). */
export const isUnitFinal = (status: UnitStatus): boolean => status === 'sold';
