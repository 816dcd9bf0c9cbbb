import type { ExpressInterestInput, UnitCard_UnitFragment } from '../../graphql/generated';
import { humaniseUnitType } from '../../lib/humanise';
import { US_DOLLAR as USD } from '../currency/currencies';
import { formatMoney } from '../currency/format-money';
import type { InterestPayload } from '../investing/interest-schema';

type InterestUnit = Pick<UnitCard_UnitFragment, 'id' | 'unitNumber' | 'unitType' | 'price'>;

/** 'Unit A-101 (3 Bedroom Apartment), price $250,000.00 USD': the line the team reads for each unit. */
export const unitInterestLine = (unit: InterestUnit): string =>
  `Unit ${unit.unitNumber} (${humaniseUnitType(unit.unitType)}), price ${formatMoney(unit.price, USD)} USD`;

/**
 * One expressInterest input per selected unit (investor spec §7): the form's fields, the unit and its type,
 * 'multiple_units' with the number of units when several are picked, and the unit's line appended to the
 * investor's message.
 */
export function unitInterestInputs(
  projectId: number,
  payload: InterestPayload,
  units: readonly InterestUnit[],
): ExpressInterestInput[] {
  return units.map((unit) => ({
    ...payload,
    projectId,
    unitId: unit.id,
    unitType: unit.unitType,
    interestType: units.length > 1 ? 'multiple_units' : 'unit',
    unitsRequested: units.length,
    message: payload.message ? `${payload.message}\n\n${unitInterestLine(unit)}` : unitInterestLine(unit),
  }));
}
