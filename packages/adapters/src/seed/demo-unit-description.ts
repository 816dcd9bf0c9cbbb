import type { UnitType } from '@cobuy/domain';

/** Unit types that do not say how many bedrooms they have, as a phrase. */
const KIND: Partial<Record<UnitType, string>> = {
  'semi-detached': 'semi-detached house',
  'fully-detached': 'fully detached house',
  'self-compound': 'self-compound unit',
};

/** '3-bedroom-terrace' → '3-bedroom terrace': the type already names its bedrooms. */
const NAMES_BEDROOMS = /^(\d+)-bedroom-(.+)$/;

/**
 * The demo seed's line for a unit: its kind said once ('2-bedroom terrace', '4-bedroom semi-detached house',
 * 'Commercial self-compound unit'), then the project. A type that names its bedrooms is not given them again
 * (the seed once wrote '2-bedroom 2 bedroom terrace').
 */
export function demoUnitDescription(unitType: UnitType, bedrooms: number, projectTitle: string): string {
  const named = NAMES_BEDROOMS.exec(unitType);
  const kind = named
    ? `${named[1]}-bedroom ${named[2]!.replaceAll('-', ' ')}`
    : `${bedrooms > 0 ? `${bedrooms}-bedroom` : 'commercial'} ${KIND[unitType] ?? unitType.replaceAll('-', ' ')}`;
  return `${kind[0]!.toUpperCase()}${kind.slice(1)} in ${projectTitle}.`;
}
