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

  it('promotes an existing account to admin', async () => {
    const kit = accountsTestKit();
    const ama = await newSignedInUser(kit);
    const lines = await ensureStartupAccounts(
      { adminEmail: ama.email, adminPassword: 'Tema-Harbour-2026', createDemoAccounts: false },
      kit,
    );
    expect(lines[0]).toContain('promoted to admin');
    expect(kit.store.users.rows[0]!.role).toBe('admin');
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
