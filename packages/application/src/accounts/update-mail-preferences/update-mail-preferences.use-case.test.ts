import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { GetMailPreferences } from '../get-mail-preferences/get-mail-preferences.use-case.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { accountsTestKit, type AccountsTestKit } from '../testing/in-memory-accounts.js';
import { UpdateMailPreferences } from './update-mail-preferences.use-case.js';

type Actor = { userId: number; role: 'user' | 'admin' };
const update = (kit: AccountsTestKit, actor: Actor, change: Record<string, unknown>, userId = actor.userId) =>
  runUseCase(new UpdateMailPreferences(kit), kit.ctx(actor), { ...change, userId });
const read = (kit: AccountsTestKit, actor: Actor, userId = actor.userId) =>
  runUseCase(new GetMailPreferences(kit), kit.ctx(actor), { userId });

describe('mail preferences on /settings', () => {
  it('has every optional mail on for a user who never chose', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    expect(await read(kit, actor)).toEqual({ ok: true, value: { projectUpdates: true, applicationNews: true } });
  });

  it('changes only the preferences sent and keeps the others', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    expect(await update(kit, actor, { projectUpdates: false })).toEqual({
      ok: true,
      value: { projectUpdates: false, applicationNews: true },
    });
    expect(await update(kit, actor, { applicationNews: false })).toEqual({
      ok: true,
      value: { projectUpdates: false, applicationNews: false },
    });
    expect(await update(kit, actor, { projectUpdates: true })).toEqual({
      ok: true,
      value: { projectUpdates: true, applicationNews: false },
    });
    expect(await read(kit, actor)).toEqual({ ok: true, value: { projectUpdates: true, applicationNews: false } });
  });

  it('refuses an unknown preference and a value that is not true or false', async () => {
    const kit = accountsTestKit();
    const { actor } = await newSignedInUser(kit);
    expect(await update(kit, actor, { paymentInstructions: false })).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION.INVALID_INPUT',
        fields: { _: 'Not a mail preference: paymentInstructions (known: projectUpdates, applicationNews)' },
      },
    });
    expect(await update(kit, actor, { projectUpdates: 'no' })).toMatchObject({
      ok: false,
      error: { fields: { projectUpdates: 'must be true or false' } },
    });
    expect(await read(kit, actor)).toEqual({ ok: true, value: { projectUpdates: true, applicationNews: true } });
  });

  it('is honoured where mail is queued: an optional mail is dropped once off, an essential one never', async () => {
    const kit = accountsTestKit();
    const { actor, email } = await newSignedInUser(kit);
    await update(kit, actor, { projectUpdates: false, applicationNews: false });
    const data = {
      firstName: 'Ama',
      projectId: 1,
      projectTitle: 'P',
      updateTitle: 'U',
      description: 'D',
      progressPercentage: 5,
    };
    await kit.store.outbox.enqueue({ template: 'project-update', to: email, data });
    await kit.store.outbox.enqueue({
      template: 'password-changed',
      to: email,
      data: { firstName: 'Ama', changedAt: kit.clock.now(), signedOut: 'everywhere' },
    });
    expect(kit.store.outbox.mails.map((m) => m.template)).toEqual(['password-changed']);
  });

  it("is the owner's only, not even an admin's", async () => {
    const kit = accountsTestKit();
    const owner = await newSignedInUser(kit);
    const admin = await newSignedInUser(kit, { username: 'kofi', role: 'admin' });
    expect(await read(kit, admin.actor, owner.actor.userId)).toMatchObject({ error: { code: 'AUTH.FORBIDDEN' } });
    expect(await update(kit, admin.actor, { projectUpdates: false }, owner.actor.userId)).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await read(kit, owner.actor)).toEqual({ ok: true, value: { projectUpdates: true, applicationNews: true } });
  });
});
