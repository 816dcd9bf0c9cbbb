import { describe, expect, it } from 'vitest';
import type { AdminUnitCard_UnitFragment } from '../../graphql/generated';
import { schemaMessages } from '../forms/testing/schema-messages';
import { CATALOG_MESSAGES as M } from './catalog-messages';
import {
  emptyUnitForm,
  featureSummary,
  isApartment,
  UNIT_TYPE_OPTIONS,
  unitFormValues,
  unitInputOf,
  unitSchema,
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
      bedrooms: M.whole('Bedrooms', 0, 50),
      bathrooms: M.whole('Bathrooms', 0, 50),
      floorArea: M.area('Floor area'),
      plotSize: M.area('Plot size'),
      price: M.amountPositive('Price'),
      minInvestmentAmount: M.amount('Minimum investment'),
    });
    expect(await schemaMessages(unitSchema, { ...filled, minInvestmentAmount: '120000.01' })).toEqual({
      minInvestmentAmount: M.minAbovePrice,
    });
  });

  it('checks floor and block only for apartment types, and sends them only then', async () => {
    expect(await schemaMessages(unitSchema, { ...filled, floor: 'ground' })).toEqual({
      floor: M.whole('Floor', 0, 300),
    });
    const terrace = { ...filled, unitType: '3-bedroom-terrace', floor: 'ground', block: 'X'.repeat(60) };
    expect(await schemaMessages(unitSchema, terrace)).toEqual({});
    expect(unitInputOf(terrace)).toMatchObject({ floor: null, block: null });
    expect(isApartment('4-bedroom-apartment')).toBe(true);
    expect(isApartment('semi-detached')).toBe(false);
  });

  it('offers the nine unit types of spec §9 and refuses any other', async () => {
    expect(UNIT_TYPE_OPTIONS.map((o) => o.value)).toEqual([
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
    expect(UNIT_TYPE_OPTIONS[0]!.label).toBe('2 Bedroom Apartment');
    expect(await schemaMessages(unitSchema, { ...filled, unitType: 'castle' })).toEqual({
      unitType: M.option('Unit type'),
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
    expect(featureSummary(stored.features)).toEqual({ shown: ['Garden', 'Borehole', 'Generator'], more: 2 });
    expect(featureSummary(['balcony'])).toEqual({ shown: ['Balcony'], more: 0 });
  });
});
