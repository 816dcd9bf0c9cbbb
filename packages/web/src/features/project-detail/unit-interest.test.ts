import { describe, expect, it } from 'vitest';
import { unitInterestInputs, unitInterestLine } from './unit-interest';

const units = [
  { id: 11, unitNumber: 'A-101', unitType: '_3_bedroom_apartment' as const, price: '250000.00' },
  { id: 12, unitNumber: 'A-102', unitType: 'semi_detached' as const, price: '180000.50' },
];
const payload = {
  interestAmount: '2000.00',
  currency: 'GHS',
  contactPreference: 'email' as const,
  contactInfo: 'ama@example.com',
};

describe('project-page interest, one call per selected unit (investor spec §7)', () => {
  it('names the unit, its type and its price in dollars', () => {
    expect(unitInterestLine(units[0]!)).toBe('Unit A-101 (3 Bedroom Apartment), price $250,000.00 USD');
  });

  it('sends one input per unit, multiple_units with the count when several, the unit line appended', () => {
    const inputs = unitInterestInputs(7, { ...payload, message: 'Call after 5pm' }, units);
    expect(inputs).toEqual([
      {
        ...payload,
        projectId: 7,
        unitId: 11,
        unitType: '_3_bedroom_apartment',
        interestType: 'multiple_units',
        unitsRequested: 2,
        message: 'Call after 5pm\n\nUnit A-101 (3 Bedroom Apartment), price $250,000.00 USD',
      },
      {
        ...payload,
        projectId: 7,
        unitId: 12,
        unitType: 'semi_detached',
        interestType: 'multiple_units',
        unitsRequested: 2,
        message: 'Call after 5pm\n\nUnit A-102 (Semi Detached), price $180,000.50 USD',
      },
    ]);
  });

  it('sends a single unit as interestType unit, with the unit line as the whole message when none was typed', () => {
    expect(unitInterestInputs(7, payload, [units[1]!])).toEqual([
      expect.objectContaining({
        interestType: 'unit',
        unitsRequested: 1,
        message: 'Unit A-102 (Semi Detached), price $180,000.50 USD',
      }),
    ]);
  });
});
