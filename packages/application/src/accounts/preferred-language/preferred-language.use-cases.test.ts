import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { accountsTestKit, type AccountsTestKit } from '../testing/in-memory-accounts.js';
import { GetPreferredLanguage, UpdatePreferredLanguage } from './preferred-language.use-cases.js';

type Actor = { userId: number; role: 'user' | 'admin' };
const update = (kit: AccountsTestKit, actor: Actor, preferredLanguage: unknown, userId = actor.userId) =>
  runUseCase(new UpdatePreferredLanguage(kit), kit.ctx(actor), { userId, preferredLanguage });
const read = (kit: AccountsTestKit, actor: Actor, userId = actor.userId) =>
  runUseCase(new GetPreferredLanguage(kit), kit.ctx(actor), { userId });

describe('the preferred language', () => {
  it('is none until chosen; any of the 15 languages is stored, null clears it', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    expect(await read(kit, actor)).toEqual({ ok: true, value: { preferredLanguage: null } });
    for (const language of ['fr', 'ar', 'zh', 'sw', 'en']) {
      expect(await update(kit, actor, language)).toEqual({ ok: true, value: { preferredLanguage: language } });
      expect(await read(kit, actor)).toEqual({ ok: true, value: { preferredLanguage: language } });
    }
    expect(await update(kit, actor, null)).toEqual({ ok: true, value: { preferredLanguage: null } });
  });

  it('refuses a language the site does not have, on the field', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    for (const bad of ['xx', 'FR', 'pt-BR', '', 3, undefined]) {
      expect(await update(kit, actor, bad)).toMatchObject({
        ok: false,
        error: {
          code: 'VALIDATION.INVALID_INPUT',
          fields: { preferredLanguage: 'must be one of en, fr, es, de, zh, ar, pt, hi, ja, ko, ru, it, tr, nl, sw' },
        },
      });
    }
    expect(await read(kit, actor)).toEqual({ ok: true, value: { preferredLanguage: null } });
  });

  it("is the owner's only, not even an admin's", async () => {
    const kit = accountsTestKit();
    const owner = await newSignedInUser(kit);
    const admin = await newSignedInUser(kit, { username: 'kofi', role: 'admin' });
    expect(await update(kit, admin.actor, 'fr', owner.actor.userId)).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await read(kit, admin.actor, owner.actor.userId)).toMatchObject({ error: { code: 'AUTH.FORBIDDEN' } });
  });
});
