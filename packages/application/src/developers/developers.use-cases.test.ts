import { describe, expect, it } from 'vitest';
import { runUseCase } from '../shared/use-case.js';
import { CreateDeveloper } from './create-developer/create-developer.use-case.js';
import { DeleteDeveloper } from './delete-developer/delete-developer.use-case.js';
import { DEVELOPER_MESSAGES as M } from './developers-errors.js';
import { ListAdminDevelopers } from './list-admin-developers/list-admin-developers.use-case.js';
import { developersTestKit } from './testing/in-memory-developers.js';
import { UpdateDeveloper } from './update-developer/update-developer.use-case.js';

const ADMIN = 1;

/** The Add Developer form as an admin fills it in (the required fields of spec §5, and a few optional ones). */
const form = {
  name: 'Oyarifa Homes Ltd',
  email: 'Partners@OyarifaHomes.example',
  description: 'Gated communities in East Legon.',
  phone: '+233 30 290 1144',
  city: 'Accra',
  country: 'Ghana',
  address: '14 Lagos Avenue, East Legon',
  website: 'oyarifahomes.example',
  establishedYear: '2009',
  specialties: ' Gated communities, Townhouses,, Residential ,',
  completedProjects: '18',
  totalValue: '412500000.50',
  rating: '4.7',
};

function setUp() {
  const kit = developersTestKit();
  return {
    ...kit,
    create: (input: unknown, who = kit.ctx(ADMIN)) => runUseCase(new CreateDeveloper(kit), who, input),
    update: (input: unknown, who = kit.ctx(ADMIN)) => runUseCase(new UpdateDeveloper(kit), who, input),
    remove: (id: unknown, who = kit.ctx(ADMIN)) => runUseCase(new DeleteDeveloper(kit), who, { id }),
    list: (who = kit.ctx(ADMIN)) => runUseCase(new ListAdminDevelopers(kit), who, {}),
  };
}

async function created(t: ReturnType<typeof setUp>, input: object = form) {
  const result = await t.create(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

describe('create a developer (accounts spec §5, §9)', () => {
  it('stores the form with its values read exactly, and audits the creation', async () => {
    const t = setUp();
    const developer = await created(t);
    expect(developer).toMatchObject({
      name: 'Oyarifa Homes Ltd',
      email: 'partners@oyarifahomes.example',
      website: 'https://oyarifahomes.example',
      establishedYear: 2009,
      specialties: ['Gated communities', 'Townhouses', 'Residential'],
      completedProjects: 18,
      rating: '4.70',
      isActive: true,
      licenseNumber: null,
      logoUrl: null,
    });
    expect(developer.totalValue.toString()).toBe('412500000.50');
    expect(t.audit).toEqual([
      {
        actorId: ADMIN,
        action: 'developer.created',
        entity: 'developer',
        entityId: String(developer.id),
        before: null,
        after: expect.objectContaining({ name: 'Oyarifa Homes Ltd', totalValue: '412500000.50', rating: '4.70' }),
        at: t.now,
        correlationId: 'developers-test',
      },
    ]);
  });

  it('gives the optional fields their defaults: active, no rating, nothing completed yet', async () => {
    const t = setUp();
    const required = Object.fromEntries(
      Object.entries(form).filter(([key]) =>
        ['name', 'email', 'description', 'phone', 'city', 'country', 'address'].includes(key),
      ),
    );
    const developer = await created(t, required);
    expect(developer).toMatchObject({
      website: null,
      establishedYear: null,
      specialties: [],
      completedProjects: 0,
      rating: '0.00',
      isActive: true,
    });
    expect(developer.totalValue.isZero()).toBe(true);
  });

  it("names every missing required field with the form's message", async () => {
    const t = setUp();
    const result = await t.create({ country: '  ' });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION.INVALID_INPUT',
        fields: {
          name: M.name,
          description: M.description,
          email: M.email,
          phone: M.phone,
          address: M.address,
          city: M.city,
          country: M.country,
        },
      },
    });
    expect(t.audit).toEqual([]);
  });

  it.each([
    ['rating', '4.55', M.rating],
    ['rating', '5.1', M.rating],
    ['rating', '-1', M.rating],
    ['rating', 'great', M.rating],
    ['establishedYear', 'nineteen', M.establishedYear],
    ['establishedYear', '1799', M.establishedYear],
    ['establishedYear', 2027, M.establishedYear],
    ['establishedYear', 2009.5, M.establishedYear],
    ['completedProjects', 'many', M.completedProjects],
    ['completedProjects', -1, M.completedProjects],
    ['totalValue', '1,000', 'Total value must be a number'],
    ['totalValue', '100.005', 'Total value must have at most 2 decimals'],
    ['totalValue', '-5', 'Total value must not be negative'],
    ['totalValue', '1e9', 'Total value must be written without exponent notation'],
    ['totalValue', 12345678901234, 'Total value is too large'],
    ['email', 'partners-at-oyarifa', M.email],
    ['phone', 'call the office', M.phoneFormat],
    ['website', 'javascript:alert(1)', M.website],
    ['logoUrl', 'data:image/png;base64,AAAA', M.logoUrl],
    ['specialties', Array.from({ length: 21 }, (_, i) => `S${i}`), M.specialties],
    ['specialties', 'x'.repeat(61), M.specialty],
    ['isActive', 'maybe', M.isActive],
    ['name', 'x'.repeat(201), 'must be at most 200 characters'],
  ])('refuses %s = %j with a message on that field', async (field, value, message) => {
    const t = setUp();
    const result = await t.create({ ...form, [field]: value });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { [field]: message } },
    });
    expect(t.developers.rows).toEqual([]);
  });

  it("accepts the year it is now, the form's Active / Inactive words, and specialties as a list", async () => {
    const t = setUp();
    const developer = await created(t, {
      ...form,
      establishedYear: 2026,
      isActive: 'Inactive',
      specialties: ['Terraces', 'terraces', ' Offices '],
      rating: 5,
    });
    expect(developer).toMatchObject({
      establishedYear: 2026,
      isActive: false,
      specialties: ['Terraces', 'Offices'],
      rating: '5.00',
    });
  });

  it('refuses a name another developer has, in any letter case (409 on name)', async () => {
    const t = setUp();
    const first = await created(t);
    const again = await t.create({ ...form, name: '  oyarifa homes LTD ' });
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'DEVELOPER.NAME_TAKEN', fields: { name: M.nameTaken }, details: { developerId: first.id } },
    });
    expect(t.developers.rows).toHaveLength(1);
  });
});

describe('edit a developer (PATCH)', () => {
  it('changes only the fields sent, audits before and after, and keeps the rest', async () => {
    const t = setUp();
    const developer = await created(t);
    t.audit.length = 0;
    const result = await t.update({ id: String(developer.id), rating: 4.9, isActive: false, website: '' });
    expect(result).toMatchObject({
      ok: true,
      value: { id: developer.id, rating: '4.90', isActive: false, website: null, name: developer.name },
    });
    expect(t.audit).toEqual([
      expect.objectContaining({
        action: 'developer.updated',
        entityId: String(developer.id),
        before: expect.objectContaining({ rating: '4.70', isActive: true, website: 'https://oyarifahomes.example' }),
        after: expect.objectContaining({ rating: '4.90', isActive: false, website: null }),
      }),
    ]);
  });

  it('writes nothing when nothing changes', async () => {
    const t = setUp();
    const developer = await created(t);
    t.audit.length = 0;
    expect(await t.update({ id: developer.id, rating: '4.70', city: 'Accra' })).toMatchObject({ ok: true });
    expect(await t.update({ id: developer.id })).toMatchObject({ ok: true });
    expect(t.audit).toEqual([]);
  });

  it('refuses a required field sent blank, and a name taken by another developer', async () => {
    const t = setUp();
    const developer = await created(t);
    await created(t, { ...form, name: 'Harbour City Construction' });
    expect(await t.update({ id: developer.id, name: ' ', phone: null })).toMatchObject({
      ok: false,
      error: { fields: { name: M.name, phone: M.phone } },
    });
    expect(await t.update({ id: developer.id, name: 'HARBOUR CITY CONSTRUCTION' })).toMatchObject({
      ok: false,
      error: { code: 'DEVELOPER.NAME_TAKEN' },
    });
    // A change of letter case of its own name is its own.
    expect(await t.update({ id: developer.id, name: 'OYARIFA HOMES LTD' })).toMatchObject({
      ok: true,
      value: { name: 'OYARIFA HOMES LTD' },
    });
  });

  it('answers 404 for a developer that does not exist', async () => {
    const t = setUp();
    expect(await t.update({ id: 99, rating: '1' })).toMatchObject({
      ok: false,
      error: { code: 'DEVELOPER.NOT_FOUND', details: { developerId: 99 } },
    });
  });
});

describe('delete a developer', () => {
  it('deletes one no project names, and the audit entry keeps its profile', async () => {
    const t = setUp();
    const developer = await created(t);
    t.audit.length = 0;
    expect(await t.remove(developer.id)).toEqual({ ok: true, value: { id: developer.id, name: developer.name } });
    expect(t.developers.rows).toEqual([]);
    expect(t.audit).toEqual([
      expect.objectContaining({
        action: 'developer.deleted',
        before: expect.objectContaining({ name: 'Oyarifa Homes Ltd', totalValue: '412500000.50' }),
        after: null,
      }),
    ]);
    expect(await t.remove(developer.id)).toMatchObject({ ok: false, error: { code: 'DEVELOPER.NOT_FOUND' } });
  });

  it('refuses one that projects name, says why and what to do instead, and keeps it', async () => {
    const t = setUp();
    const developer = await created(t);
    t.developers.linkedProjects.set(developer.id, 2);
    t.audit.length = 0;
    expect(await t.remove(developer.id)).toEqual({
      ok: false,
      error: {
        code: 'DEVELOPER.HAS_PROJECTS',
        message:
          'This developer is linked to 2 projects and cannot be deleted. Set it to Inactive instead to hide it from the public pages.',
        details: { developerId: developer.id, linkedProjects: 2 },
      },
    });
    expect(t.developers.rows).toHaveLength(1);
    expect(t.audit).toEqual([]);
    // Deactivating is the way out.
    expect(await t.update({ id: developer.id, isActive: false })).toMatchObject({
      ok: true,
      value: { isActive: false },
    });
  });
});

describe('the admin list and who may use these calls', () => {
  it('lists every developer, inactive ones too, by name', async () => {
    const t = setUp();
    await created(t, { ...form, name: 'Zenith Estates', isActive: false });
    await created(t, { ...form, name: 'Adenta Builders' });
    const list = await t.list();
    expect(list.ok && list.value.map((d) => [d.name, d.isActive])).toEqual([
      ['Adenta Builders', true],
      ['Zenith Estates', false],
    ]);
  });

  it('refuses everyone but admins, before reading the input', async () => {
    const t = setUp();
    const user = t.ctx(2, 'user');
    const anonymous = t.ctx(null);
    for (const call of [
      () => t.create(form, user),
      () => t.update({ id: 1 }, user),
      () => t.remove(1, user),
      () => t.list(user),
    ]) {
      expect(await call()).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    }
    expect(await t.create({}, anonymous)).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(await t.remove('abc', anonymous)).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(t.developers.rows).toEqual([]);
    expect(t.audit).toEqual([]);
  });
});
