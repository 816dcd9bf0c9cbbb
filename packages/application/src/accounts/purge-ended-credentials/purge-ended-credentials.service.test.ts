import { describe, expect, it } from 'vitest';
import { accountsTestKit } from '../testing/in-memory-accounts.js';
import { PurgeEndedCredentials } from './purge-ended-credentials.service.js';

const DAY = 86_400_000;

describe('purging ended credentials', () => {
  it('deletes sessions ended over 30 days ago and reset codes expired over a day ago, and keeps the rest', async () => {
    const kit = accountsTestKit();
    const now = kit.clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY);
    const { sessions, resetCodes } = kit.store;
    const live = await sessions.create({ userId: 1, tokenHash: 'live', createdAt: at(-1), expiresAt: at(6) });
    await sessions.create({ userId: 1, tokenHash: 'expired-long-ago', createdAt: at(-40), expiresAt: at(-33) });
    const recent = await sessions.create({
      userId: 1,
      tokenHash: 'expired-lately',
      createdAt: at(-10),
      expiresAt: at(-3),
    });
    await sessions.create({ userId: 2, tokenHash: 'revoked-long-ago', createdAt: at(-35), expiresAt: at(7) });
    await sessions.revoke('revoked-long-ago', at(-31));
    await resetCodes.replaceForUser({ userId: 1, codeHash: 'old', createdAt: at(-3), expiresAt: at(-2) }, at(-3));
    await resetCodes.replaceForUser({ userId: 2, codeHash: 'new', createdAt: at(0), expiresAt: at(0.01) }, at(0));

    const purged = await new PurgeEndedCredentials({ uow: kit.uow, clock: kit.clock }).run();

    expect(purged).toEqual({ sessions: 2, resetCodes: 1 });
    expect(sessions.rows.map((s) => s.id).sort()).toEqual([live.id, recent.id].sort());
    expect(resetCodes.rows.map((r) => r.codeHash)).toEqual(['new']);
    expect(await new PurgeEndedCredentials({ uow: kit.uow, clock: kit.clock }).run()).toEqual({
      sessions: 0,
      resetCodes: 0,
    });
  });
});
