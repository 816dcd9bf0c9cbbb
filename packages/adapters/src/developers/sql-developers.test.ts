import { Money, type DeveloperFields } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { MikroCatalogReadRepository } from '../catalog/catalog-read.repository.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { SqlDevelopersUnitOfWork } from './sql-developers.unit-of-work.js';

/*
 * Developers in SQL: the admin's writes round-trip every field exactly (money, rating, the specialties' order),
 * projects naming a developer are counted and keep it from being deleted, names are unique whatever their
 * case, and the public catalog shows active developers only.
 */

const fixture = useTestDatabase();
const at = new Date('2026-11-23T10:00:00.000Z');

let counter = 0;
const fields = (over: Partial<DeveloperFields> = {}): DeveloperFields => ({
  name: `Adenta Builders ${++counter}`,
  description: 'Terraces along the Adenta corridor.',
  email: 'hello@adenta.example',
  phone: '+233 30 111 2222',
  website: 'https://adenta.example',
  address: '4 Aviation Road',
  city: 'Accra',
  country: 'Ghana',
  establishedYear: 2011,
  licenseNumber: 'GREDA/DEV/2011/0101',
  specialties: ['Terraces', 'Gated communities, phase 2', 'Residential'],
  logoUrl: null,
  completedProjects: 7,
  totalValue: Money.of('123456789012.34'),
  rating: '4.30',
  isActive: true,
  ...over,
});

const uow = () => new SqlDevelopersUnitOfWork(fixture.db);

async function projectNaming(developerId: number): Promise<number> {
  const rows = await fixture.db.em().execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_id, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values ('Linked Court', 'A project naming the developer', 'Adenta, Accra', 'residential', ?, 'Adenta',
       24, '24 months', 18, 15, 20, 500000, 100000, 1000, 'funding')
     returning id`,
    [developerId],
  );
  return Number(rows[0]!.id);
}

describe('SqlDeveloperRepository', () => {
  it('stores and reads back every field exactly, and updates them', async () => {
    const created = await uow().run((s) => s.developers.insert(fields({ specialties: ['Zeta', 'Alpha'] }), at));
    expect(created).toMatchObject({
      description: 'Terraces along the Adenta corridor.',
      specialties: ['Zeta', 'Alpha'],
      rating: '4.30',
      linkedProjects: 0,
      createdAt: at,
      updatedAt: at,
    });
    expect(created.totalValue.toString()).toBe('123456789012.34');

    const later = new Date('2026-11-24T10:00:00.000Z');
    const updated = await uow().run(async (s) => {
      const locked = await s.developers.lockById(created.id);
      expect(locked).toEqual(created);
      return s.developers.update(
        created.id,
        fields({ name: created.name, specialties: [], website: null, rating: '0.00', isActive: false }),
        later,
      );
    });
    expect(updated).toMatchObject({ specialties: [], website: null, rating: '0.00', isActive: false });
    expect(updated.createdAt).toEqual(at);
    expect(updated.updatedAt).toEqual(later);
    expect(await uow().run((s) => s.developers.listAll())).toContainEqual(updated);
  });

  it('counts the projects naming a developer, and the database refuses to delete it while any do', async () => {
    const developer = await uow().run((s) => s.developers.insert(fields(), at));
    await projectNaming(developer.id);
    await projectNaming(developer.id);
    const locked = await uow().run((s) => s.developers.lockById(developer.id));
    expect(locked?.linkedProjects).toBe(2);
    expect((await uow().run((s) => s.developers.listAll())).find((d) => d.id === developer.id)?.linkedProjects).toBe(2);
    await expect(uow().run((s) => s.developers.delete(developer.id))).rejects.toThrow(/foreign key/i);
    expect(await uow().run((s) => s.developers.lockById(developer.id))).not.toBeNull();
  });

  it('finds a name already taken in any letter case, but not the developer itself', async () => {
    const developer = await uow().run((s) => s.developers.insert(fields({ name: 'Tema Harbour Homes' }), at));
    expect(await uow().run((s) => s.developers.claimName('tema harbour HOMES', null))).toBe(developer.id);
    expect(await uow().run((s) => s.developers.claimName('Tema Harbour Homes', developer.id))).toBeNull();
    expect(await uow().run((s) => s.developers.claimName('Tema Harbour Homes Ltd', null))).toBeNull();
    // The index stands behind the check.
    await expect(uow().run((s) => s.developers.insert(fields({ name: 'TEMA HARBOUR HOMES' }), at))).rejects.toThrow();
  });

  it('keeps ratings on tenths and founding years from 1800 in the database too', async () => {
    await expect(uow().run((s) => s.developers.insert(fields({ rating: '4.35' }), at))).rejects.toThrow(/check/i);
    await expect(uow().run((s) => s.developers.insert(fields({ establishedYear: 1700 }), at))).rejects.toThrow(
      /check/i,
    );
  });

  it('deletes a developer no project names', async () => {
    const developer = await uow().run((s) => s.developers.insert(fields(), at));
    await uow().run((s) => s.developers.delete(developer.id));
    expect(await uow().run((s) => s.developers.lockById(developer.id))).toBeNull();
  });
});

describe('the public catalog shows active developers only', () => {
  it('leaves inactive developers out of the list and out of their projects', async () => {
    const active = await uow().run((s) => s.developers.insert(fields({ name: 'Visible Estates' }), at));
    const hidden = await uow().run((s) => s.developers.insert(fields({ name: 'Hidden Estates', isActive: false }), at));
    const catalog = new MikroCatalogReadRepository(fixture.db);
    const names = (await catalog.listDevelopers()).map((d) => d.name);
    expect(names).toContain('Visible Estates');
    expect(names).not.toContain('Hidden Estates');
    const byId = await catalog.findDevelopersByIds([active.id, hidden.id]);
    expect([...byId.keys()]).toEqual([active.id]);
  });
});
