import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { GetProfile } from '../get-profile/get-profile.use-case.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { accountsTestKit, type AccountsTestKit } from '../testing/in-memory-accounts.js';
import { SetHomeCurrency } from './set-home-currency.use-case.js';

type Actor = { userId: number; role: 'user' | 'admin' };
const set = (kit: AccountsTestKit, actor: Actor, body: Record<string, unknown>, userId = actor.userId) =>
  runUseCase(new SetHomeCurrency(kit), kit.ctx(actor), { userId, ...body });
const read = (kit: AccountsTestKit, actor: Actor) =>
  runUseCase(new GetProfile(kit), kit.ctx(actor), { userId: actor.userId });
const refusal = {
  ok: false,
  error: {
    code: 'VALIDATION.INVALID_INPUT',
    message: 'Invalid input',
    fields: { homeCurrency: 'Choose one of the listed currencies: USD, GHS, NGN, XOF, XAF, GBP, EUR, CNY, JPY, KRW' },
  },
};

describe('the home currency on /settings', () => {
  it('is not set for a new account, then is stored, read back and cleared with null', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    expect(await read(kit, actor)).toMatchObject({ ok: true, value: { homeCurrency: null } });
    expect(await set(kit, actor, { homeCurrency: 'GBP' })).toMatchObject({ ok: true, value: { homeCurrency: 'GBP' } });
    expect(await read(kit, actor)).toMatchObject({ ok: true, value: { homeCurrency: 'GBP' } });
    expect(await set(kit, actor, { homeCurrency: null })).toMatchObject({ ok: true, value: { homeCurrency: null } });
    expect(kit.store.audit.records).toEqual([]);
  });

  it('refuses a code that is not listed, a lower-case one, a number and a missing field, on homeCurrency', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    await set(kit, actor, { homeCurrency: 'EUR' });
    for (const homeCurrency of ['CHF', 'gbp', '', 826, undefined]) {
      expect(await set(kit, actor, { homeCurrency })).toEqual(refusal);
    }
    expect(await read(kit, actor)).toMatchObject({ ok: true, value: { homeCurrency: 'EUR' } });
  });

  it("is the owner's only: an admin cannot set another user's", async () => {
    const kit = accountsTestKit();
    const owner = await newSignedInUser(kit);
    const admin = await newSignedInUser(kit, { username: 'kofi', role: 'admin' });
    expect(await set(kit, admin.actor, { homeCurrency: 'NGN' }, owner.actor.userId)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await read(kit, owner.actor)).toMatchObject({ ok: true, value: { homeCurrency: null } });
  });
});
