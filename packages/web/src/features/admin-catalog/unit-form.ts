import type { IntlShape } from 'react-intl';
import { array, object, string } from 'yup';
import type { AdminUnitCard_UnitFragment, UnitInput } from '../../graphql/generated';
import { compare } from '../../lib/decimal';
import { humaniseCode, humaniseUnitType } from '../../lib/humanise';
import { CATALOG_MESSAGES as M } from './catalog-messages';
import {
  amountField,
  areaField,
  clean,
  imageUrlField,
  isAmount,
  optionalText,
  optionField,
  orNull,
  requiredText,
  wholeField,
} from './form-rules';

/**
 * The Add / Edit Unit form (accounts spec §2 'Units tab', §3 units, §5 'Unit form (admin)', §9): unit number,
 * bedrooms, bathrooms, price and minimum investment required; areas with 2 decimals; the type from the fixed
 * list; floor and block only for apartment types. Status and current investment are not fields: the server
 * derives them from the unit's investments.
 */

/** Spec §9, as the server stores them. */
const UNIT_TYPES = [
  '2-bedroom-apartment',
  '3-bedroom-apartment',
  '4-bedroom-apartment',
  '2-bedroom-terrace',
  '3-bedroom-terrace',
  '4-bedroom-terrace',
  'semi-detached',
  'fully-detached',
  'self-compound',
] as const;

type Intl = Pick<IntlShape, 'formatMessage'>;

/** A unit type's name in the interface language ('_2_bedroom_apartment' or '2-bedroom-apartment'); an unknown one humanised. */
export const unitTypeLabel = (intl: Intl, unitType: string): string =>
  intl.formatMessage(
    { id: 'adminCatalog.unitType' },
    { type: unitType.replace(/^_/, '').replace(/-/g, '_'), label: humaniseUnitType(unitType) },
  );

export const unitTypeOptions = (intl: Intl): ReadonlyArray<{ value: string; label: string }> =>
  UNIT_TYPES.map((value) => ({ value, label: unitTypeLabel(intl, value) }));

/** A feature's name in the interface language ('fitted_kitchen' → 'Fitted Kitchen'); an unknown one humanised. */
const unitFeatureLabel = (intl: Intl, feature: string): string =>
  intl.formatMessage({ id: 'adminCatalog.unitFeature' }, { feature, label: humaniseCode(feature) });

/** Spec §9: the features a unit can list. */
const UNIT_FEATURES = [
  'ensuite_master',
  'fitted_kitchen',
  'parking_space',
  'garden',
  'balcony',
  'swimming_pool',
  'security',
  'generator',
  'borehole',
  'tiled_floors',
  'pop_ceiling',
  'wardrobes',
] as const;

export const unitFeatureOptions = (intl: Intl): ReadonlyArray<{ value: string; label: string }> =>
  UNIT_FEATURES.map((value) => ({ value, label: unitFeatureLabel(intl, value) }));

/** Spec §2, §5: the floor and block section belongs to apartment types only. */
export const isApartment = (unitType: string): boolean => unitType.includes('apartment');

/** GraphQL's '_2_bedroom_apartment' → the stored '2-bedroom-apartment'. */
const unitTypeSlug = (value: string): string => value.replace(/^_/, '').replace(/_/g, '-');

export interface UnitFormValues {
  unitNumber: string;
  unitType: string;
  bedrooms: string;
  bathrooms: string;
  /** Square metres. */
  floorArea: string;
  plotSize: string;
  /** USD. */
  price: string;
  minInvestmentAmount: string;
  features: string[];
  description: string;
  imageUrl: string;
  floor: string;
  block: string;
}

export const emptyUnitForm = (): UnitFormValues => ({
  unitNumber: '',
  unitType: '2-bedroom-apartment',
  bedrooms: '',
  bathrooms: '',
  floorArea: '',
  plotSize: '',
  price: '',
  minInvestmentAmount: '',
  features: [],
  description: '',
  imageUrl: '',
  floor: '',
  block: '',
});

export const unitFormValues = (u: AdminUnitCard_UnitFragment): UnitFormValues => ({
  unitNumber: u.unitNumber,
  unitType: unitTypeSlug(u.unitType),
  bedrooms: String(u.bedrooms),
  bathrooms: String(u.bathrooms),
  floorArea: u.floorArea ?? '',
  plotSize: u.plotSize ?? '',
  price: u.price,
  minInvestmentAmount: u.minInvestmentAmount,
  features: [...u.features],
  description: u.description ?? '',
  imageUrl: u.imageUrl ?? '',
  floor: u.floor === null || u.floor === undefined ? '' : String(u.floor),
  block: u.block ?? '',
});

export const unitSchema = object({
  unitNumber: requiredText('unitNumber', 40),
  unitType: optionField(M.optionUnitType, UNIT_TYPES),
  bedrooms: wholeField('bedrooms', 0, 50, { required: true }),
  bathrooms: wholeField('bathrooms', 0, 50, { required: true }),
  floorArea: areaField('floorArea'),
  plotSize: areaField('plotSize'),
  price: amountField('price', { required: true, positive: true }),
  minInvestmentAmount: amountField('minInvestment', { required: true, positive: true }).test(
    'at-most-price',
    M.minAbovePrice,
    (value, ctx) => {
      const price = clean((ctx.parent as UnitFormValues).price);
      const min = clean(value);
      return !isAmount(min) || !isAmount(price) || compare(min, price) <= 0;
    },
  ),
  features: array(string().default('')).default([]).max(30, M.features),
  description: optionalText('description', 5000),
  imageUrl: imageUrlField(),
  // Only checked for apartments: for other types the fields are hidden and not sent.
  floor: string()
    .default('')
    .test({
      name: 'floor',
      test: (value, ctx) => {
        if (!isApartment((ctx.parent as UnitFormValues).unitType)) return true;
        const text = clean(value);
        const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
        return text === '' || n <= 300 || ctx.createError({ message: M.whole('floor', 0, 300) });
      },
    }),
  block: string()
    .default('')
    .test('block', M.tooLong('block', 40), (value, ctx) =>
      !isApartment((ctx.parent as UnitFormValues).unitType) ? true : clean(value).length <= 40,
    ),
});

/**
 * The form as the mutation's input: every field each time (the server's PUT). totalInvestmentNeeded follows the
 * price (spec §3); on an edit that keeps the price, the stored one is sent back unchanged, so a unit whose
 * investments fixed its capacity is not refused for a change nobody asked for.
 */
export function unitInputOf(values: UnitFormValues, stored?: AdminUnitCard_UnitFragment): UnitInput {
  const apartment = isApartment(values.unitType);
  const price = clean(values.price);
  const priceKept = stored !== undefined && compare(price, stored.price) === 0;
  return {
    unitNumber: clean(values.unitNumber),
    unitType: values.unitType,
    bedrooms: clean(values.bedrooms),
    bathrooms: clean(values.bathrooms),
    floorArea: orNull(values.floorArea),
    plotSize: orNull(values.plotSize),
    price,
    totalInvestmentNeeded: priceKept ? stored.totalInvestmentNeeded : price,
    minInvestmentAmount: clean(values.minInvestmentAmount),
    features: values.features,
    description: orNull(values.description),
    imageUrl: orNull(values.imageUrl),
    floor: apartment ? orNull(values.floor) : null,
    block: apartment ? orNull(values.block) : null,
  };
}

/** Spec §2: the card lists the first 3 features and '+N more'. */
export function featureSummary(intl: Intl, features: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: features.slice(0, 3).map((feature) => unitFeatureLabel(intl, feature)),
    more: Math.max(0, features.length - 3),
  };
}
