import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { GetProfile } from '../get-profile/get-profile.use-case.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { accountsTestKit, type AccountsTestKit } from '../testing/in-memory-accounts.js';
import { UpdateProfile } from './update-profile.use-case.js';

type Actor = { userId: number; role: 'user' | 'admin' };
const save = (kit: AccountsTestKit, actor: Actor, form: Record<string, unknown>) =>
  runUseCase(new UpdateProfile(kit), kit.ctx(actor), { userId: actor.userId, ...form });
const read = (kit: AccountsTestKit, actor: Actor, userId = actor.userId) =>
  runUseCase(new GetProfile(kit), kit.ctx(actor), { userId });

describe('the profile on /settings', () => {
  it('reads the names, the email and no phone for a new account', async () => {
    const kit = accountsTestKit();
    const { actor, email } = await newSignedInUser(kit);
    expect(await read(kit, actor)).toEqual({
      ok: true,
      value: { userId: actor.userId, email, firstName: 'Ama', lastName: 'Owusu', phone: null, homeCurrency: null },
    });
  });

  it('stores trimmed names and the phone normalised, and audits the names but not the number', async () => {
    const kit = accountsTestKit();
    const { actor, email } = await newSignedInUser(kit);
    const saved = await save(kit, actor, { firstName: '  Akosua ', lastName: 'Mensah ', phone: ' +233 24 123 4567 ' });
    const expected = {
      userId: actor.userId,
      email,
      firstName: 'Akosua',
      lastName: 'Mensah',
      phone: '+233241234567',
      homeCurrency: null,
    };
    expect(saved).toEqual({ ok: true, value: expected });
    expect(await read(kit, actor)).toEqual({ ok: true, value: expected });
    expect(kit.store.audit.records).toEqual([
      {
        actorId: actor.userId,
        action: 'user.profile_updated',
        entity: 'user',
        entityId: String(actor.userId),
        before: { firstName: 'Ama', lastName: 'Owusu' },
        after: { firstName: 'Akosua', lastName: 'Mensah', phoneChanged: true },
        at: kit.clock.now(),
        correlationId: 'test',
      },
    ]);
    expect(JSON.stringify(kit.store.audit.records)).not.toContain('233');
  });

  it('removes the phone when the field is blank, null or left out', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    for (const phone of ['', null, undefined]) {
      await save(kit, actor, { firstName: 'Ama', lastName: 'Owusu', phone: '+233241234567' });
      expect(await save(kit, actor, { firstName: 'Ama', lastName: 'Owusu', phone })).toMatchObject({
        ok: true,
        value: { phone: null },
      });
    }
  });

  it('changes and audits nothing when the same values are saved again', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    await save(kit, actor, { firstName: 'Ama', lastName: 'Owusu', phone: '+233 24 123 4567' });
    await save(kit, actor, { firstName: 'Ama ', lastName: 'Owusu', phone: '+233-24-123-4567' });
    expect(kit.store.audit.records).toHaveLength(1);
  });

  it('refuses a phone that is not international, and missing or long names, each on its field', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    expect(await save(kit, actor, { firstName: ' ', lastName: 'x'.repeat(101), phone: '024 123 4567' })).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION.INVALID_INPUT',
        message: 'Invalid input',
        fields: {
          firstName: 'First name is required',
          lastName: 'Last name must be at most 100 characters',
          phone: 'Enter the number in international format: + and the country code, for example +233 24 123 4567',
        },
      },
    });
    expect(await save(kit, actor, { firstName: 'Ama', lastName: 'Owusu', phone: '+233 1' })).toMatchObject({
      ok: false,
      error: { fields: { phone: 'A phone number has 7 to 15 digits with the country code' } },
    });
    expect(await save(kit, actor, { firstName: 'Ama', lastName: 'Owusu', phone: 233241234567 })).toMatchObject({
      ok: false,
      error: { fields: { phone: 'A phone number is text' } },
    });
    expect(kit.store.audit.records).toEqual([]);
  });

  it("is the owner's only: another user, even an admin, can neither read nor change it", async () => {
    const kit = accountsTestKit();
    const owner = await newSignedInUser(kit);
    const admin = await newSignedInUser(kit, { username: 'kofi', role: 'admin' });
    expect(await read(kit, admin.actor, owner.actor.userId)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    const changed = await runUseCase(new UpdateProfile(kit), kit.ctx(admin.actor), {
      userId: owner.actor.userId,
      firstName: 'Hijacked',
      lastName: 'Name',
    });
    expect(changed).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(await read(kit, owner.actor)).toMatchObject({ ok: true, value: { firstName: 'Ama' } });
    expect(await runUseCase(new GetProfile(kit), kit.ctx(null), { userId: owner.actor.userId })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.UNAUTHENTICATED' },
    });
  });
});
