import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import type { Unit } from './catalog.js';
import { summariseUnits } from './unit-statistics.js';

const unit = (id: number, price: string, funded: string, status: Unit['status']): Unit => ({
  id,
  projectId: 1,
  unitNumber: `U${id}`,
  unitType: 'semi-detached',
  status,
  price: Money.of(price),
  minInvestmentAmount: Money.of('1.00'),
  currentInvestment: Money.of(funded),
  totalInvestmentNeeded: Money.of(price),
  bedrooms: 3,
  bathrooms: 2,
  floorArea: null,
  plotSize: null,
  floor: null,
  block: null,
  imageUrl: null,
  features: [],
  description: null,
});

describe('summariseUnits', () => {
  it("adds up units whose prices together pass numeric(15,2), exactly (the issue's two prices)", () => {
    const s = summariseUnits([
      unit(1, '9999999999999.00', '9999999999999.00', 'fully_funded'),
      unit(2, '1.00', '0.00', 'available'),
    ]);
    expect(s.totalInvestmentNeeded.toString()).toBe('10000000000000.00');
    expect(s.currentFunding.toString()).toBe('9999999999999.00');
    expect([s.totalUnits, s.fullyFundedUnits, s.availableUnits]).toEqual([2, 1, 1]);
  });
});
