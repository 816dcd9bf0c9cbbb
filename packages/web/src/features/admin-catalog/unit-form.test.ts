import { describe, expect, it } from 'vitest';
import type { AdminUnitCard_UnitFragment } from '../../graphql/generated';
import { schemaMessages } from '../forms/testing/schema-messages';
import { englishIntl } from '../../i18n/testing/english-intl';
import {
  emptyUnitForm,
  featureSummary,
  isApartment,
  unitFormValues,
  unitInputOf,
  unitSchema,
  unitTypeLabel,
  unitTypeOptions,
  unitFeatureOptions,
  type UnitFormValues,
} from './unit-form';

const filled: UnitFormValues = {
  ...emptyUnitForm(),
  unitNumber: ' A-101 ',
  bedrooms: '2',
  bathrooms: '2',
  floorArea: '95.5',
  price: '120000',
  minInvestmentAmount: '5000.00',
  features: ['balcony', 'security'],
  floor: '3',
  block: 'A',
};

const stored: AdminUnitCard_UnitFragment = {
  id: 41,
  projectId: 7,
  unitNumber: 'T-4',
  unitType: '_3_bedroom_terrace',
  status: 'partially_funded',
  bedrooms: 3,
  bathrooms: 3,
  floorArea: '140.00',
  plotSize: '220.50',
  price: '150000.00',
  totalInvestmentNeeded: '140000.00',
  currentInvestment: '25000.00',
  minInvestmentAmount: '5000.00',
  features: ['garden', 'borehole', 'generator', 'security', 'wardrobes'],
  description: null,
  imageUrl: null,
  floor: null,
  block: null,
};

describe('the Add / Edit Unit form (accounts spec §5, §9)', () => {
  it('accepts a filled apartment and sends floor and block with it', async () => {
    expect(await schemaMessages(unitSchema, filled)).toEqual({});
    expect(unitInputOf(filled)).toEqual({
      unitNumber: 'A-101',
      unitType: '2-bedroom-apartment',
      bedrooms: '2',
      bathrooms: '2',
      floorArea: '95.5',
      plotSize: null,
      price: '120000',
      totalInvestmentNeeded: '120000',
      minInvestmentAmount: '5000.00',
      features: ['balcony', 'security'],
      description: null,
      imageUrl: null,
      floor: '3',
      block: 'A',
    });
  });

  it('requires unit number, bedrooms, bathrooms, price and minimum investment', async () => {
    expect(await schemaMessages(unitSchema, emptyUnitForm())).toEqual({
      unitNumber: 'Unit number is required',
      bedrooms: 'Bedrooms is required',
      bathrooms: 'Bathrooms is required',
      price: 'Price is required',
      minInvestmentAmount: 'Minimum investment is required',
    });
  });

  it('reads numbers exactly: whole rooms, areas and money with at most 2 decimals', async () => {
    expect(
      await schemaMessages(unitSchema, {
        ...filled,
        bedrooms: '2.5',
        bathrooms: '51',
        floorArea: '95.555',
        plotSize: '0',
        price: '0',
        minInvestmentAmount: 'five',
      }),
    ).toEqual({
      bedrooms: 'Bedrooms must be a whole number from 0 to 50',
      bathrooms: 'Bathrooms must be a whole number from 0 to 50',
      floorArea: 'Floor area must be a positive number of square metres with at most 2 decimals',
      plotSize: 'Plot size must be a positive number of square metres with at most 2 decimals',
      price: 'Price must be more than 0',
      minInvestmentAmount: 'Minimum investment must be an amount in US dollars, e.g. 250000 or 250000.50',
    });
    expect(await schemaMessages(unitSchema, { ...filled, minInvestmentAmount: '120000.01' })).toEqual({
      minInvestmentAmount: 'Minimum investment must not exceed the price',
    });
  });

  it('names the block and features limits', async () => {
    expect(
      await schemaMessages(unitSchema, { ...filled, block: 'B'.repeat(41), features: Array(31).fill('garden') }),
    ).toEqual({
      block: 'Block must be at most 40 characters',
      features: 'At most 30 features, each at most 60 characters',
    });
  });

  it('checks floor and block only for apartment types, and sends them only then', async () => {
    expect(await schemaMessages(unitSchema, { ...filled, floor: 'ground' })).toEqual({
      floor: 'Floor must be a whole number from 0 to 300',
    });
    const terrace = { ...filled, unitType: '3-bedroom-terrace', floor: 'ground', block: 'X'.repeat(60) };
    expect(await schemaMessages(unitSchema, terrace)).toEqual({});
    expect(unitInputOf(terrace)).toMatchObject({ floor: null, block: null });
    expect(isApartment('4-bedroom-apartment')).toBe(true);
    expect(isApartment('semi-detached')).toBe(false);
  });

  it('offers the nine unit types of spec §9 and refuses any other', async () => {
    expect(unitTypeOptions(englishIntl).map((o) => o.value)).toEqual([
      '2-bedroom-apartment',
      '3-bedroom-apartment',
      '4-bedroom-apartment',
      '2-bedroom-terrace',
      '3-bedroom-terrace',
      '4-bedroom-terrace',
      'semi-detached',
      'fully-detached',
      'self-compound',
    ]);
    expect(unitTypeOptions(englishIntl)[0]!.label).toBe('2 Bedroom Apartment');
    expect(unitTypeLabel(englishIntl, '_3_bedroom_terrace')).toBe('3 Bedroom Terrace');
    expect(unitTypeLabel(englishIntl, 'tree-house')).toBe('Tree House');
    expect(await schemaMessages(unitSchema, { ...filled, unitType: 'castle' })).toEqual({
      unitType: 'Choose a unit type from the list',
    });
  });

  it('keeps the stored capacity on an edit that keeps the price, and follows a new price', () => {
    const values = unitFormValues(stored);
    expect(values).toMatchObject({ unitType: '3-bedroom-terrace', bedrooms: '3', plotSize: '220.50', floor: '' });
    expect(unitInputOf(values, stored).totalInvestmentNeeded).toBe('140000.00');
    expect(unitInputOf({ ...values, price: '150000' }, stored).totalInvestmentNeeded).toBe('140000.00');
    expect(unitInputOf({ ...values, price: '155000' }, stored).totalInvestmentNeeded).toBe('155000');
  });

  it("shows the first 3 features and '+N more' (spec §2)", () => {
    expect(featureSummary(englishIntl, stored.features)).toEqual({
      shown: ['Garden', 'Borehole', 'Generator'],
      more: 2,
    });
    expect(featureSummary(englishIntl, ['balcony'])).toEqual({ shown: ['Balcony'], more: 0 });
    expect(featureSummary(englishIntl, ['solar_panels'])).toEqual({ shown: ['Solar Panels'], more: 0 });
    expect(unitFeatureOptions(englishIntl).map((o) => o.label)).toContain('Swimming Pool');
  });
});
