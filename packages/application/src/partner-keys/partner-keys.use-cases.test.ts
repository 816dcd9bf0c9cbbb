import { describe, expect, it } from 'vitest';
import { runUseCase } from '../shared/use-case.js';
import { AuthenticatePartnerKey } from './authenticate-partner-key/authenticate-partner-key.service.js';
import { IssuePartnerKey } from './issue-partner-key/issue-partner-key.use-case.js';
import { ListPartnerKeys } from './list-partner-keys/list-partner-keys.use-case.js';
import { PARTNER_KEY_MESSAGES as M } from './partner-keys-errors.js';
import { RevokePartnerKey } from './revoke-partner-key/revoke-partner-key.use-case.js';
import { partnerKeysTestKit } from './testing/in-memory-partner-keys.js';

const ADMIN = 1;

function setUp() {
  const kit = partnerKeysTestKit();
  return {
    ...kit,
    issue: (input: unknown, who = kit.ctx(ADMIN)) => runUseCase(new IssuePartnerKey(kit), who, input),
    list: (who = kit.ctx(ADMIN)) => runUseCase(new ListPartnerKeys(kit), who, {}),
    revoke: (id: unknown, who = kit.ctx(ADMIN)) => runUseCase(new RevokePartnerKey(kit), who, { id }),
    auth: new AuthenticatePartnerKey(kit),
  };
}

async function issued(t: ReturnType<typeof setUp>, input: object = { name: 'Accra Property Index' }) {
  const result = await t.issue(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

describe('issue a partner key', () => {
  it('answers the key once, stores only its hash, gives the default limits and audits without the secret', async () => {
    const t = setUp();
    const { partnerKey, secret } = await issued(t, { name: '  Accra   Property Index ' });
    expect(secret).toMatch(/^cbk_[A-Za-z0-9]{8}_[A-Za-z0-9]{32}$/);
    expect(partnerKey).toMatchObject({
      name: 'Accra Property Index',
      prefix: secret.slice(4, 12),
      requestsPerMinute: 60,
      maxQueryCost: 1000,
      createdBy: ADMIN,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(partnerKey).not.toHaveProperty('keyHash');
    expect(t.keys.rows[0]!.keyHash).toBe(t.secrets.hash(secret));
    expect(JSON.stringify(t.keys.rows)).not.toContain(secret);
    expect(t.audit).toEqual([
      expect.objectContaining({
        actorId: ADMIN,
        action: 'partner_key.issued',
        entity: 'partner_key',
        entityId: String(partnerKey.id),
        before: null,
        after: {
          name: 'Accra Property Index',
          prefix: partnerKey.prefix,
          requestsPerMinute: 60,
          maxQueryCost: 1000,
          revokedAt: null,
        },
      }),
    ]);
    expect(JSON.stringify(t.audit)).not.toContain(secret.slice(13));
  });

  it('takes limits given as numbers or digits, within their ranges', async () => {
    const t = setUp();
    const { partnerKey } = await issued(t, { name: 'Ghana Homes Feed', requestsPerMinute: '600', maxQueryCost: 50 });
    expect(partnerKey).toMatchObject({ requestsPerMinute: 600, maxQueryCost: 50 });
  });

  it.each([
    ['name', 'ab', M.name],
    ['name', 'x'.repeat(81), M.name],
    ['name', undefined, M.name],
    ['requestsPerMinute', 0, M.requestsPerMinute],
    ['requestsPerMinute', 601, M.requestsPerMinute],
    ['requestsPerMinute', '1.5', M.requestsPerMinute],
    ['requestsPerMinute', 'many', M.requestsPerMinute],
    ['maxQueryCost', 49, M.maxQueryCost],
    ['maxQueryCost', 1001, M.maxQueryCost],
  ])('refuses %s = %j with a message on that field', async (field, value, message) => {
    const t = setUp();
    const result = await t.issue({ name: 'Valid partner', [field]: value });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { [field]: message } },
    });
    expect(t.keys.rows).toEqual([]);
    expect(t.audit).toEqual([]);
  });

  it('refuses a name an active key has (any letter case), and frees it once that key is revoked', async () => {
    const t = setUp();
    const first = await issued(t);
    expect(await t.issue({ name: 'ACCRA property index' })).toMatchObject({
      ok: false,
      error: {
        code: 'PARTNER_KEY.NAME_TAKEN',
        fields: { name: M.nameTaken },
        details: { partnerKeyId: first.partnerKey.id },
      },
    });
    await t.revoke(first.partnerKey.id);
    const again = await issued(t, { name: 'Accra Property Index' });
    expect(again.secret).not.toBe(first.secret);
  });
});

describe('list and revoke', () => {
  it('lists every key newest first, revoked ones too, without hashes', async () => {
    const t = setUp();
    const a = await issued(t, { name: 'First partner' });
    await issued(t, { name: 'Second partner' });
    await t.revoke(a.partnerKey.id);
    const list = await t.list();
    expect(list.ok && list.value.map((k) => [k.name, k.revokedAt !== null])).toEqual([
      ['Second partner', false],
      ['First partner', true],
    ]);
    expect(JSON.stringify(list)).not.toMatch(/keyHash|hash:/);
  });

  it('revokes once: a second revocation answers the key as it is and writes no second audit entry', async () => {
    const t = setUp();
    const { partnerKey } = await issued(t);
    t.audit.length = 0;
    const first = await t.revoke(String(partnerKey.id));
    expect(first).toMatchObject({ ok: true, value: { id: partnerKey.id, revokedAt: t.clock.now() } });
    t.advance(5000);
    const second = await t.revoke(partnerKey.id);
    expect(second).toMatchObject({ ok: true, value: { revokedAt: first.ok ? first.value.revokedAt : null } });
    expect(t.audit).toEqual([
      expect.objectContaining({
        action: 'partner_key.revoked',
        before: expect.objectContaining({ revokedAt: null }),
        after: expect.objectContaining({ revokedAt: '2026-11-23T10:00:00.000Z' }),
      }),
    ]);
    expect(await t.revoke(99)).toMatchObject({ ok: false, error: { code: 'PARTNER_KEY.NOT_FOUND' } });
  });

  it('refuses everyone but admins, before reading the input', async () => {
    const t = setUp();
    const user = t.ctx(2, 'user');
    for (const call of [() => t.issue({ name: 'Sneaky partner' }, user), () => t.list(user), () => t.revoke(1, user)]) {
      expect(await call()).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    }
    expect(await t.issue({}, t.ctx(null))).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(t.keys.rows).toEqual([]);
  });
});

describe('authenticate a presented key', () => {
  it('answers the partner for the issued key, and refuses unknown, altered, malformed and revoked keys alike', async () => {
    const t = setUp();
    const { partnerKey, secret } = await issued(t, { name: 'Index partner', maxQueryCost: 300 });
    expect(await t.auth.authenticate(secret)).toEqual({
      ok: true,
      value: { keyId: partnerKey.id, name: 'Index partner', prefix: partnerKey.prefix, maxQueryCost: 300 },
    });
    const altered = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    const unknownPrefix = `cbk_ZZZZZZZZ_${secret.slice(13)}`;
    for (const key of [altered, unknownPrefix, 'cbk_short', `${secret} `]) {
      expect(await t.auth.authenticate(key)).toMatchObject({ ok: false, error: { code: 'PARTNER_KEY.INVALID' } });
    }
    await t.revoke(partnerKey.id);
    expect(await t.auth.authenticate(secret)).toMatchObject({ ok: false, error: { code: 'PARTNER_KEY.INVALID' } });
  });

  it("counts each key's requests against its own limit", async () => {
    const t = setUp();
    const slow = await issued(t, { name: 'Slow partner', requestsPerMinute: 2 });
    const other = await issued(t, { name: 'Other partner', requestsPerMinute: 2 });
    expect((await t.auth.authenticate(slow.secret)).ok).toBe(true);
    expect((await t.auth.authenticate(slow.secret)).ok).toBe(true);
    expect(await t.auth.authenticate(slow.secret)).toMatchObject({
      ok: false,
      error: { code: 'PARTNER_KEY.RATE_LIMITED', details: { retryAfterSeconds: 42, requestsPerMinute: 2 } },
    });
    expect((await t.auth.authenticate(other.secret)).ok).toBe(true);
  });

  it('writes the last use at most once a minute', async () => {
    const t = setUp();
    const { secret } = await issued(t);
    for (let i = 0; i < 5; i++) {
      await t.auth.authenticate(secret);
      t.advance(10_000);
    }
    expect(t.keys.uses).toHaveLength(1);
    t.advance(10_000);
    await t.auth.authenticate(secret);
    expect(t.keys.uses).toHaveLength(2);
    expect(t.keys.rows[0]!.lastUsedAt).toEqual(t.clock.now());
  });
});
