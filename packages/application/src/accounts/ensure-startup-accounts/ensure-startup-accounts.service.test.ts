import { describe, expect, it } from 'vitest';
import { accountsTestKit } from '../testing/in-memory-accounts.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { DEMO_ADMIN, DEMO_INVESTOR, ensureStartupAccounts } from './ensure-startup-accounts.service.js';

describe('start-up accounts', () => {
  it('creates the configured admin, once', async () => {
    const kit = accountsTestKit();
    const config = { adminEmail: 'Ops@CoBuy.example', adminPassword: 'Tema-Harbour-2026', createDemoAccounts: false };
    expect(await ensureStartupAccounts(config, kit)).toEqual([
      'Admin ops@cobuy.example: created (from ADMIN_EMAIL / ADMIN_PASSWORD)',
    ]);
    expect(await ensureStartupAccounts(config, kit)).toEqual([
      'Admin ops@cobuy.example: already present (from ADMIN_EMAIL / ADMIN_PASSWORD)',
    ]);
    expect(kit.store.users.rows).toHaveLength(1);
    expect(kit.store.users.rows[0]).toMatchObject({ email: 'ops@cobuy.example', role: 'admin', username: 'ops' });
  });

  it('promotes an account someone registered first only with the configured password, ending its sessions', async () => {
    const kit = accountsTestKit();
    const squatter = await newSignedInUser(kit);
    const before = kit.store.users.rows[0]!.passwordHash;
    const lines = await ensureStartupAccounts(
      { adminEmail: squatter.email, adminPassword: 'Tema-Harbour-2026', createDemoAccounts: false },
      kit,
    );
    expect(lines[0]).toContain('promoted to admin');
    expect(lines[0]).toContain('sessions were ended');
    const admin = kit.store.users.rows[0]!;
    expect(admin.role).toBe('admin');
    expect(admin.passwordHash).not.toBe(before);
    expect(await kit.hasher.verify(admin.passwordHash, 'Tema-Harbour-2026')).toBe(true);
    expect(kit.store.sessions.rows.every((s) => s.revokedAt !== null)).toBe(true);
  });

  it('switches off demo accounts left by an earlier start when demo accounts are off (production)', async () => {
    const kit = accountsTestKit();
    await ensureStartupAccounts({ createDemoAccounts: true }, kit);
    const lines = await ensureStartupAccounts({ createDemoAccounts: false }, kit);
    expect(lines).toEqual([
      `Demo account ${DEMO_ADMIN.email}: switched off and signed out`,
      `Demo account ${DEMO_INVESTOR.email}: switched off and signed out`,
    ]);
    expect(kit.store.users.rows.map((u) => [u.role, u.isActive])).toEqual([
      ['user', false],
      ['user', false],
    ]);
    expect(await ensureStartupAccounts({ createDemoAccounts: false }, kit)).toEqual([]);
  });

  it('refuses a weak or half-given admin configuration', async () => {
    const kit = accountsTestKit();
    await expect(
      ensureStartupAccounts({ adminEmail: 'a@b.example', adminPassword: 'password', createDemoAccounts: false }, kit),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(ensureStartupAccounts({ adminEmail: 'a@b.example', createDemoAccounts: false }, kit)).rejects.toThrow(
      /together/,
    );
  });

  it('creates the demo admin and investor outside production and prints how to sign in', async () => {
    const kit = accountsTestKit();
    const lines = await ensureStartupAccounts({ createDemoAccounts: true }, kit);
    expect(lines.join('\n')).toContain(DEMO_ADMIN.email);
    expect(lines.join('\n')).toContain(DEMO_INVESTOR.password);
    expect(kit.store.users.rows.map((u) => [u.email, u.role])).toEqual([
      [DEMO_ADMIN.email, 'admin'],
      [DEMO_INVESTOR.email, 'user'],
    ]);
    await ensureStartupAccounts({ createDemoAccounts: true }, kit);
    expect(kit.store.users.rows).toHaveLength(2);
  });
});
