import { describe, expect, it } from 'vitest';
import {
  AuthenticateSession,
  DEFAULT_ACCOUNTS_RATE_LIMITS,
  ForgotPassword,
  ResetPassword,
  runUseCase,
  SignIn,
  SignUp,
  type AccountsDeps,
  type RequestContext,
} from '@cobuy/application';
import type { Clock, NewUser } from '@cobuy/domain';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { FlexibleRateLimiter } from '../rate-limit/flexible-rate-limiter.js';
import { Argon2PasswordHasher } from '../security/argon2-password-hasher.js';
import { CryptoTokenIssuer } from '../security/crypto-token-issuer.js';
import { InProcessBackgroundWork } from '../background/in-process-background-work.js';
import { revealSecrets } from '../mail/outbox-mail.js';
import { SqlOutboxStore } from '../mail/sql-outbox.store.js';
import { SqlAccountsUnitOfWork } from './sql-accounts.unit-of-work.js';

const clock: Clock & { advance(ms: number): void } = (() => {
  let t = new Date('2026-03-02T09:00:00Z').getTime();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
})();

let seq = 0;
const newUser = (over: Partial<NewUser> = {}): NewUser => {
  seq++;
  return {
    username: `user${seq}`,
    email: `user${seq}@example.com`,
    passwordHash: 'h',
    firstName: 'Ama',
    lastName: 'Owusu',
    role: 'user',
    createdAt: clock.now(),
    ...over,
  };
};

describe('accounts persistence', () => {
  const fixture = useTestDatabase();
  const uow = () => new SqlAccountsUnitOfWork(fixture.db, clock);

  it('deletes ended sessions and expired reset codes before a cutoff, and nothing else', async () => {
    const outcome = await uow().run(({ users }) => users.insert(newUser()));
    if (!outcome.ok) throw new Error('insert failed');
    const userId = outcome.user.id;
    const day = 86_400_000;
    const at = (days: number) => new Date(clock.now().getTime() + days * day);
    await uow().run(async ({ sessions, resetCodes }) => {
      await sessions.create({ userId, tokenHash: '7'.repeat(64), createdAt: at(-1), expiresAt: at(6) });
      await sessions.create({ userId, tokenHash: '8'.repeat(64), createdAt: at(-40), expiresAt: at(-33) });
      await sessions.create({ userId, tokenHash: '9'.repeat(64), createdAt: at(-40), expiresAt: at(5) });
      await sessions.revoke('9'.repeat(64), at(-32));
      await resetCodes.replaceForUser({ userId, codeHash: 'old', createdAt: at(-3), expiresAt: at(-2) }, at(-3));
    });
    const purged = await uow().run(async ({ sessions, resetCodes }) => ({
      sessions: await sessions.deleteEndedBefore(at(-30)),
      codes: await resetCodes.deleteExpiredBefore(at(-1)),
    }));
    expect(purged).toEqual({ sessions: 2, codes: 1 });
    const live = await uow().run(({ sessions }) => sessions.findActiveByTokenHash('7'.repeat(64), clock.now()));
    expect(live?.session.tokenHash).toBe('7'.repeat(64));
  });

  it('stores a user with the defaults of the migration', async () => {
    const outcome = await uow().run(({ users }) => users.insert(newUser({ email: 'Mixed@Example.com' })));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.user).toMatchObject({
      email: 'mixed@example.com',
      role: 'user',
      kycStatus: 'not_started',
      loginCount: 0,
      isActive: true,
      lastLoginAt: null,
    });
    expect(await uow().run(({ users }) => users.findByEmail('MIXED@example.com'))).toMatchObject({
      id: outcome.user.id,
    });
  });

  it('keeps emails and usernames unique regardless of case', async () => {
    const first = newUser();
    await uow().run(({ users }) => users.insert(first));
    expect(await uow().run(({ users }) => users.insert({ ...newUser(), email: first.email.toUpperCase() }))).toEqual({
      ok: false,
      conflict: 'email',
    });
    expect(
      await uow().run(({ users }) => users.insert({ ...newUser(), username: first.username.toUpperCase() })),
    ).toEqual({ ok: false, conflict: 'username' });
  });

  it('counts logins', async () => {
    const inserted = await uow().run(({ users }) => users.insert(newUser()));
    if (!inserted.ok) throw new Error('insert');
    await uow().run(({ users }) => users.recordLogin(inserted.user.id, clock.now()));
    await uow().run(({ users }) => users.recordLogin(inserted.user.id, clock.now()));
    expect(await uow().run(({ users }) => users.findById(inserted.user.id))).toMatchObject({
      loginCount: 2,
      lastLoginAt: clock.now(),
    });
  });

  it('finds only live sessions of active users, and revokes', async () => {
    const inserted = await uow().run(({ users }) => users.insert(newUser()));
    if (!inserted.ok) throw new Error('insert');
    const id = inserted.user.id;
    const now = clock.now();
    const hash = (c: string) => c.repeat(64);
    await uow().run(async ({ sessions }) => {
      await sessions.create({
        userId: id,
        tokenHash: hash('a'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + 1000),
      });
      await sessions.create({
        userId: id,
        tokenHash: hash('b'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + 1000),
      });
      await sessions.create({
        userId: id,
        tokenHash: hash('c'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + 1000),
      });
    });
    // Inside a transaction (the entity manager's connection) and outside one (`read`: through Database.read, as
    // every signed-in request does): the same answer both ways.
    const find = async (h: string, at = now) => {
      const inTransaction = await uow().run(({ sessions }) => sessions.findActiveByTokenHash(h, at));
      const read = await uow().read(({ sessions }) => sessions.findActiveByTokenHash(h, at));
      expect(read).toEqual(inTransaction);
      return read;
    };
    expect(await find(hash('a'))).toMatchObject({ session: { userId: id, tokenHash: hash('a') }, user: { id } });
    expect(await find(hash('a'), new Date(now.getTime() + 1000))).toBeNull();
    await uow().run(({ sessions }) => sessions.revoke(hash('a'), now));
    expect(await find(hash('a'))).toBeNull();
    expect(await find(hash('b'))).not.toBeNull();
    expect(await uow().run(({ sessions }) => sessions.revokeAllForUser(id, now))).toBe(2);
    expect(await find(hash('b'))).toBeNull();
    expect(await find(hash('d'))).toBeNull();
  });

  it('counts reset attempts atomically: parallel guesses never exceed five', async () => {
    const inserted = await uow().run(({ users }) => users.insert(newUser()));
    if (!inserted.ok) throw new Error('insert');
    const now = clock.now();
    const code = await uow().run(({ resetCodes }) =>
      resetCodes.replaceForUser(
        { userId: inserted.user.id, codeHash: 'x', expiresAt: new Date(now.getTime() + 900_000), createdAt: now },
        now,
      ),
    );
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => uow().run(({ resetCodes }) => resetCodes.registerAttempt(code.id, 5))),
    );
    expect(attempts.filter((a) => a !== null).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await uow().run(({ resetCodes }) => resetCodes.findLatestForUser(inserted.user.id))).toMatchObject({
      attempts: 5,
    });
  });

  it('uses a code once even when two requests race, and closes earlier codes on a new request', async () => {
    const inserted = await uow().run(({ users }) => users.insert(newUser()));
    if (!inserted.ok) throw new Error('insert');
    const now = clock.now();
    const issue = () =>
      uow().run(({ resetCodes }) =>
        resetCodes.replaceForUser(
          { userId: inserted.user.id, codeHash: 'x', expiresAt: new Date(now.getTime() + 900_000), createdAt: now },
          now,
        ),
      );
    const first = await issue();
    const second = await issue();
    expect(await uow().run(({ resetCodes }) => resetCodes.registerAttempt(first.id, 5))).toBeNull();
    const uses = await Promise.all(
      [1, 2, 3].map(() => uow().run(({ resetCodes }) => resetCodes.markUsed(second.id, now))),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
  });

  it('rolls everything back, outbox included, when the work fails', async () => {
    const before = (await new SqlOutboxStore(fixture.db).list(1000)).length;
    const user = newUser();
    await expect(
      uow().run(async ({ users, outbox }) => {
        await users.insert(user);
        await outbox.enqueue({
          template: 'password-changed',
          to: user.email,
          data: { firstName: 'Ama', changedAt: clock.now(), signedOut: 'everywhere' },
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await uow().run(({ users }) => users.findByEmail(user.email))).toBeNull();
    expect(await new SqlOutboxStore(fixture.db).list(1000)).toHaveLength(before);
  });
});

describe('accounts use cases on the real adapters', () => {
  const fixture = useTestDatabase();

  it('sign up, sign in, forgot and reset with argon2id and SQL; the session dies with the reset', async () => {
    const tokens = new CryptoTokenIssuer();
    const deps: AccountsDeps = {
      uow: new SqlAccountsUnitOfWork(fixture.db, clock),
      hasher: new Argon2PasswordHasher(),
      tokens,
      rateLimiter: new FlexibleRateLimiter(),
      limits: DEFAULT_ACCOUNTS_RATE_LIMITS,
    };
    const ctx: RequestContext = { actor: null, correlationId: 't', clock, ip: '127.0.0.1' };
    const password = 'Labadi-Beach-42';
    const signedUp = await runUseCase(new SignUp(deps), ctx, {
      username: 'kofi',
      email: 'Kofi@Example.com',
      password,
      firstName: 'Kofi',
      lastName: 'Asante',
    });
    expect(signedUp).toMatchObject({
      ok: true,
      value: { email: 'kofi@example.com', role: 'user', kycStatus: 'not_started' },
    });

    const signedIn = await runUseCase(new SignIn(deps), ctx, { email: 'KOFI@example.com', password });
    if (!signedIn.ok) throw new Error(signedIn.error.message);
    const auth = new AuthenticateSession({ uow: deps.uow, tokens, clock });
    expect(await auth.actorFor(signedIn.value.token)).toMatchObject({ role: 'user' });
    const stored = await fixture.db.em().execute<{ token_hash: string }[]>('select token_hash from sessions');
    expect(stored.map((r) => r.token_hash)).toEqual([tokens.hashSessionToken(signedIn.value.token)]);

    const backgroundErrors: unknown[] = [];
    const background = new InProcessBackgroundWork((e) => backgroundErrors.push(e));
    const forgot = new ForgotPassword({ ...deps, background });
    expect(await runUseCase(forgot, ctx, { email: 'kofi@example.com' })).toMatchObject({ ok: true });
    await background.idle();
    expect(backgroundErrors).toEqual([]);
    const mails = await new SqlOutboxStore(fixture.db).list(10);
    expect(mails[0]).toMatchObject({ template: 'password-reset-code', to: 'kofi@example.com', status: 'pending' });
    const code = /reset code is: (\d{6})/.exec(revealSecrets(mails[0]!).text)![1]!;
    const codeHash = await fixture.db
      .em()
      .execute<{ code_hash: string }[]>('select code_hash from password_reset_codes');
    expect(codeHash[0]!.code_hash).toMatch(/^\$argon2id\$/);

    const newPassword = 'Kakum-Canopy-Walk-7';
    const reset = await runUseCase(new ResetPassword(deps), ctx, {
      email: 'kofi@example.com',
      token: code,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.ok).toBe(true);
    expect(await auth.actorFor(signedIn.value.token)).toBeNull();
    expect((await runUseCase(new SignIn(deps), ctx, { email: 'kofi@example.com', password: newPassword })).ok).toBe(
      true,
    );
    expect((await new SqlOutboxStore(fixture.db).list(10))[0]).toMatchObject({ template: 'password-changed' });
  });
});
