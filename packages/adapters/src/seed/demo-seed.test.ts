import { Money, ownershipPercentage, summariseUnits, type Unit } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { MikroCatalogReadRepository } from '../catalog/catalog-read.repository.js';
import { DeveloperRow, ProjectRow, UnitRow, UserRow } from '../persistence/entities/index.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { Argon2PasswordHasher } from '../security/argon2-password-hasher.js';
import { demoFundedAmount } from './demo-funding.js';
import { DEMO_INVESTORS } from './demo-investors.data.js';
import { DEMO_PROJECTS, demoUnitStatus } from './demo-projects.data.js';
import { seedDemoCatalog } from './demo-seed.js';

interface InvestmentRecord {
  unit_id: number;
  user_id: number;
  project_id: number;
  amount: string;
  ownership_percentage: string;
  profit_share: string;
  current_value: string;
  status: string;
  payment_reference: string;
  window_ends_at: Date | null;
  payment_confirmed_at: Date | null;
}

describe('demo seed', () => {
  const fixture = useTestDatabase();

  it('seeds a consistent catalog once and never again', async () => {
    expect(await seedDemoCatalog(fixture.db)).toBe(true);
    const em = fixture.db.em();
    const counts = async () => [
      await em.count(ProjectRow, {}),
      await em.count(UnitRow, {}),
      await em.count(DeveloperRow, {}),
      await em.count(UserRow, {}),
      Number((await em.execute<{ n: string }[]>('select count(*) as n from investments'))[0]!.n),
    ];
    const before = await counts();
    expect(before[0]).toBeGreaterThanOrEqual(8);
    expect(before[2]).toBeGreaterThanOrEqual(4);
    expect(before[3]).toBe(DEMO_INVESTORS.length);
    expect(before[4]).toBeGreaterThan(0);

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
      }
    }
  });

  it("derives every unit's funding and status from the demo investors' investments, as the demo data intends", async () => {
    await seedDemoCatalog(fixture.db); // a no-op after the first test; lets this one run alone
    const em = fixture.db.em();
    const catalog = new MikroCatalogReadRepository(fixture.db);
    const projects = await catalog.listProjects({});
    const unitsByProject = await catalog.listUnitsByProject(projects.map((p) => p.id));
    const summaries = await catalog.summariseUnitsByProject(projects.map((p) => p.id));
    const investments = await em.execute<InvestmentRecord[]>('select * from investments order by id');
    const investmentsOf = (unit: Unit) => investments.filter((i) => Number(i.unit_id) === unit.id);
    const seen = { partially_funded: 0, fully_funded: 0, sold: 0, available: 0 };

    for (const demo of DEMO_PROJECTS) {
      const project = projects.find((p) => p.title === demo.title)!;
      const units = unitsByProject.get(project.id)!;
      expect(summaries.get(project.id)).toEqual(summariseUnits(units));
      demo.unitGroups.forEach((group, groupIndex) => {
        for (let index = 0; index < group.count; index++) {
          const number = `${String.fromCharCode(65 + groupIndex)}-${String(index + 1).padStart(2, '0')}`;
          const unit = units.find((u) => u.unitNumber === number)!;
          const intended = demoUnitStatus(group, index);
          seen[intended]++;
          expect({ unit: number, status: unit.status }).toEqual({ unit: number, status: intended });
          const funded = demoFundedAmount(intended, unit.price, index);
          expect(unit.currentInvestment.toString()).toBe(funded.toString());
          if (intended === 'partially_funded') {
            const share = Number((unit.currentInvestment.cents * 100n) / unit.price.cents);
            expect(share).toBeGreaterThanOrEqual(25);
            expect(share).toBeLessThanOrEqual(70);
          }

          const own = investmentsOf(unit);
          expect(own.length > 0).toBe(intended !== 'available');
          const amounts = own.map((i) => Money.of(i.amount));
          // Never over-committed, whatever the statuses (rules §3).
          expect(Money.sum(amounts).compare(unit.totalInvestmentNeeded)).toBeLessThanOrEqual(0);
          expect(new Set(own.map((i) => Number(i.user_id))).size).toBe(own.length);
          for (const i of own) {
            expect(Number(i.project_id)).toBe(project.id);
            expect(i.status).toBe(intended === 'sold' ? 'completed' : 'active');
            expect(i.window_ends_at).toBeNull();
            expect(i.payment_confirmed_at).not.toBeNull();
            expect(Money.of(i.amount).compare(unit.minInvestmentAmount)).toBeGreaterThanOrEqual(0);
            expect(i.ownership_percentage).toBe(ownershipPercentage(Money.of(i.amount), unit.price).toString());
            expect(Money.of(i.current_value).equals(Money.of(i.amount).add(Money.of(i.profit_share)))).toBe(true);
            if (intended !== 'sold') expect(i.profit_share).toBe('0.00');
          }
        }
      });
    }
    expect(Math.min(...Object.values(seen))).toBeGreaterThan(0);
    expect(new Set(investments.map((i) => i.payment_reference)).size).toBe(investments.length);
    expect(investments.some((i) => investments.filter((j) => j.unit_id === i.unit_id).length > 1)).toBe(true);
  });

  it("shares each sold unit's profit out exactly among its investors", async () => {
    await seedDemoCatalog(fixture.db);
    const rows = await fixture.db
      .em()
      .execute<{ id: number; profit_generated: string; shared: string; paid: string; price: string }[]>(
        `select u.id, u.profit_generated, u.price, sum(i.profit_share)::text as shared, sum(i.amount)::text as paid
         from units u join investments i on i.unit_id = u.id
        where u.sold_at is not null
        group by u.id`,
      );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      // Sold demo units were fully funded, so the whole profit belongs to their investors, to the cent.
      expect(r.paid).toBe(Money.of(r.price).toString());
      expect(r.shared).toBe(Money.of(r.profit_generated).toString());
    }
  });

  it('owns the investments by demo investors nobody can sign in as', async () => {
    await seedDemoCatalog(fixture.db);
    const emails = DEMO_INVESTORS.map((i) => i.email);
    const em = fixture.db.em();
    const investors = await em.find(UserRow, { email: { $in: emails } }, { populate: ['passwordHash'] });
    expect(investors.map((u) => u.email).sort()).toEqual([...emails].sort());
    const hasher = new Argon2PasswordHasher();
    for (const investor of investors) {
      expect(investor.role).toBe('user');
      expect(investor.isActive).toBe(true);
      expect(investor.email).toMatch(/^investor\d+@demo\.cobuy\.invalid$/);
      for (const guess of ['', 'password', investor.passwordHash, investor.email])
        expect(await hasher.verify(investor.passwordHash, guess)).toBe(false);
    }
    const [holders] = await em.execute<{ holders: string | number }[]>(
      `select count(distinct i.user_id) as holders from investments i join users u on u.id = i.user_id
        where u.email like '%@demo.cobuy.invalid'`,
    );
    const [all] = await em.execute<{ holders: string | number }[]>(
      'select count(distinct user_id) as holders from investments',
    );
    expect(Number(holders!.holders)).toBe(Number(all!.holders));
    expect(Number(all!.holders)).toBe(DEMO_INVESTORS.length);
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
