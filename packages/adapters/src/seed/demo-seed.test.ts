import { Money } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { MikroCatalogReadRepository } from '../catalog/catalog-read.repository.js';
import { DeveloperRow, ProjectRow, UnitRow } from '../persistence/entities/index.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { ensureReferenceData, seedDemoCatalog } from './demo-seed.js';

describe('demo seed', () => {
  const fixture = useTestDatabase();

  it('seeds a consistent catalog once and never again', async () => {
    expect(await seedDemoCatalog(fixture.db)).toBe(true);
    const em = fixture.db.em();
    const counts = async () => [
      await em.count(ProjectRow, {}),
      await em.count(UnitRow, {}),
      await em.count(DeveloperRow, {}),
    ];
    const before = await counts();
    expect(before[0]).toBeGreaterThanOrEqual(8);
    expect(before[2]).toBeGreaterThanOrEqual(4);

    expect(await seedDemoCatalog(fixture.db)).toBe(false);
    expect(await counts()).toEqual(before);

    const catalog = new MikroCatalogReadRepository(fixture.db);
    const projects = await catalog.listProjects({});
    const units = await catalog.listUnitsByProject(projects.map((p) => p.id));
    const locations = projects.map((p) => p.location).join(' | ');
    for (const place of ['East Legon', 'Cantonments', 'Airport Residential', 'Spintex', 'Tema', 'Lagos', 'Dubai']) {
      expect(locations).toContain(place);
    }
    expect(new Set(projects.map((p) => p.projectType))).toEqual(new Set(['residential', 'commercial', 'mixed-use']));
    for (const project of projects) {
      expect(project.imageUrl).toMatch(/^\/images\/projects\/[a-z0-9-]+\.svg$/);
      const own = units.get(project.id)!;
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.length).toBeLessThanOrEqual(20);
      expect(project.developerListingPrice.equals(Money.sum(own.map((u) => u.price)))).toBe(true);
      for (const unit of own) {
        expect(unit.totalInvestmentNeeded.equals(unit.price)).toBe(true);
        expect(unit.minInvestmentAmount.compare(unit.price)).toBeLessThanOrEqual(0);
        expect(project.minInvestment.compare(unit.minInvestmentAmount)).toBeLessThanOrEqual(0);
        // Funding agrees with the status.
        if (unit.status === 'available') expect(unit.currentInvestment.isZero()).toBe(true);
        if (unit.status === 'partially_funded') {
          expect(unit.currentInvestment.isZero()).toBe(false);
          expect(unit.currentInvestment.lessThan(unit.price)).toBe(true);
        }
        if (unit.status === 'fully_funded' || unit.status === 'sold')
          expect(unit.currentInvestment.equals(unit.price)).toBe(true);
      }
    }
  });

  it('seeds reference data only into an empty table', async () => {
    await ensureReferenceData(fixture.db);
    await ensureReferenceData(fixture.db);
    const rates = await new MikroCatalogReadRepository(fixture.db).listCurrencyRates();
    expect(rates.map((r) => r.code)).toEqual(['USD', 'GHS', 'NGN', 'XOF', 'XAF', 'GBP', 'EUR', 'CNY', 'JPY', 'KRW']);
    expect(rates[1]!.rate).toBe('12.5');
  });
});

describe('demo seed over existing data', () => {
  const fixture = useTestDatabase();

  it('does nothing when an administrator already created a developer', async () => {
    const em = fixture.db.em();
    em.create(DeveloperRow, {
      name: 'Existing Dev',
      description: 'Created by an admin',
      email: 'dev@example.com',
      phone: '+233 20 000 0000',
      website: null,
      address: 'Accra',
      city: 'Accra',
      country: 'Ghana',
      establishedYear: 2020,
      licenseNumber: null,
      specialties: [],
      logoUrl: null,
      completedProjects: 0,
      totalValue: '0.00',
      rating: '0.00',
      isActive: true,
    });
    await em.flush();
    expect(await seedDemoCatalog(fixture.db)).toBe(false);
    expect(await fixture.db.em().count(ProjectRow, {})).toBe(0);
    expect(await fixture.db.em().count(DeveloperRow, {})).toBe(1);
  });
});
