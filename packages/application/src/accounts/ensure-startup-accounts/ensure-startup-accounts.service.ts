import { checkPassword, normaliseEmail, passwordProblemMessages, type Clock, type User } from '@cobuy/domain';
import type { AccountsDeps } from '../accounts.deps.js';
import { publishSessionsEnded } from '../sessions-ended.js';

export interface StartupAccountsConfig {
  /** `ADMIN_EMAIL` / `ADMIN_PASSWORD`: this account is created, or promoted to admin if it exists. */
  readonly adminEmail?: string;
  readonly adminPassword?: string;
  /**
   * Outside production: also create a demo admin and a demo investor. When false (production, or
   * DEMO_ACCOUNTS=false), demo accounts left in the database by an earlier start are switched off: their
   * passwords are printed in the README, so they must never sign in where real people's money is.
   */
  readonly createDemoAccounts: boolean;
}

export const DEMO_ADMIN = {
  username: 'demo-admin',
  email: 'admin@demo.cobuy.local',
  password: 'Accra-Admin-2026!',
  firstName: 'Efua',
  lastName: 'Admin',
} as const;

export const DEMO_INVESTOR = {
  username: 'demo-investor',
  email: 'investor@demo.cobuy.local',
  password: 'Accra-Investor-2026!',
  firstName: 'Kwame',
  lastName: 'Mensah',
} as const;

/**
 * Start-up accounts (product rules §4: the first admin comes from configuration, never from an email
 * address hard-coded in the code). Idempotent: safe to run on every start and from several servers.
 * Returns the lines the server prints.
 */
export async function ensureStartupAccounts(
  config: StartupAccountsConfig,
  deps: Pick<AccountsDeps, 'uow' | 'hasher'> & { clock: Clock },
): Promise<string[]> {
  const lines: string[] = [];
  if (config.adminEmail || config.adminPassword) {
    if (!config.adminEmail || !config.adminPassword) {
      throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    }
    const problem = checkPassword(config.adminPassword);
    if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${passwordProblemMessages[problem]}`);
    const outcome = await ensureAccount(deps, {
      username: usernameFrom(config.adminEmail),
      email: config.adminEmail,
      password: config.adminPassword,
      firstName: 'Platform',
      lastName: 'Admin',
      role: 'admin',
    });
    lines.push(`Admin ${normaliseEmail(config.adminEmail)}: ${outcome} (from ADMIN_EMAIL / ADMIN_PASSWORD)`);
  }
  if (config.createDemoAccounts) {
    await ensureAccount(deps, { ...DEMO_ADMIN, role: 'admin' });
    await ensureAccount(deps, { ...DEMO_INVESTOR, role: 'user' });
    lines.push(`Demo admin:    ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  (opens /secure-admin)`);
    lines.push(`Demo investor: ${DEMO_INVESTOR.email} / ${DEMO_INVESTOR.password}  (opens /dashboard)`);
  } else {
    for (const demo of [DEMO_ADMIN, DEMO_INVESTOR]) {
      if (await switchOff(deps, demo.email)) lines.push(`Demo account ${demo.email}: switched off and signed out`);
    }
  }
  return lines;
}

async function switchOff(deps: Pick<AccountsDeps, 'uow'> & { clock: Clock }, email: string): Promise<boolean> {
  return deps.uow.run(async (store) => {
    const { users, sessions } = store;
    const user = await users.findByEmail(email);
    if (!user || (!user.isActive && user.role === 'user')) return false;
    await users.setRole(user.id, 'user');
    await users.setActive(user.id, false);
    const at = deps.clock.now();
    const count = await sessions.revokeAllForUser(user.id, at);
    await publishSessionsEnded(store, { userId: user.id, count, reason: 'deactivated', at });
    return true;
  });
}

const PROMOTED = 'promoted to admin; its password is now the configured one and its sessions were ended';

interface AccountSpec {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: User['role'];
}

async function ensureAccount(
  deps: Pick<AccountsDeps, 'uow' | 'hasher'> & { clock: Clock },
  spec: AccountSpec,
): Promise<'created' | typeof PROMOTED | 'already present'> {
  const email = normaliseEmail(spec.email);
  const existing = await deps.uow.run(({ users }) => users.findByEmail(email));
  if (existing) {
    if (spec.role === 'admin' && existing.role !== 'admin') {
      // Whoever registered this address first must not become an admin who signs in with their own
      // password: the configured password replaces it, and every session they hold ends, in one transaction.
      const passwordHash = await deps.hasher.hash(spec.password);
      await deps.uow.run(async (store) => {
        const { users, sessions } = store;
        await users.setPasswordHash(existing.id, passwordHash);
        const at = deps.clock.now();
        const count = await sessions.revokeAllForUser(existing.id, at);
        await publishSessionsEnded(store, { userId: existing.id, count, reason: 'role_changed', at });
        await users.setActive(existing.id, true);
        await users.setRole(existing.id, 'admin');
      });
      return PROMOTED;
    }
    return 'already present';
  }
  const passwordHash = await deps.hasher.hash(spec.password);
  for (let suffix = 0; suffix < 20; suffix++) {
    const username = suffix === 0 ? spec.username : `${spec.username.slice(0, 26)}-${suffix}`;
    const outcome = await deps.uow.run(({ users }) =>
      users.insert({ ...spec, username, email, passwordHash, createdAt: deps.clock.now() }),
    );
    if (outcome.ok) return 'created';
    // Another server created the same account at the same moment.
    if (outcome.conflict === 'email') return 'already present';
  }
  throw new Error(`Could not find a free username for ${email}`);
}

function usernameFrom(email: string): string {
  const local = normaliseEmail(email)
    .split('@')[0]!
    .replace(/[^a-z0-9._-]/g, '');
  return (local.length >= 3 ? local : `admin-${local}`).slice(0, 30);
}
