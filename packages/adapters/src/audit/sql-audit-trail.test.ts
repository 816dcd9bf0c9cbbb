import type { AuditRecord } from '@cobuy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { insertPasswordlessUsers } from '../seed/passwordless-users.js';
import { SqlAuditLog } from './sql-audit-log.js';
import { SqlAuditTrail } from './sql-audit-trail.js';

/*
 * The audit trail in PostgreSQL (and PGlite): records are only ever added. The database itself refuses to
 * change or remove one, and the read side pages and filters in SQL exactly as the in-memory double does.
 */
describe('audit trail in the database', () => {
  const fixture = useTestDatabase();
  let admin: number;
  let investor: number;

  const write = (entry: Partial<Omit<AuditRecord, 'at'>> & { at: string }) =>
    new SqlAuditLog(fixture.db.em()).record({
      actorId: admin,
      action: 'application.approved',
      entity: 'application',
      entityId: '1',
      before: { status: 'pending' },
      after: { status: 'approved' },
      correlationId: 'test',
      ...entry,
      at: new Date(entry.at),
    });

  /** The error PostgreSQL answers to a statement, or null when it succeeds. */
  const refusal = async (sql: string, params: unknown[] = []) => {
    try {
      await fixture.db.em().execute(sql, params, 'run');
      return null;
    } catch (error) {
      return String((error as Error).message);
    }
  };

  beforeAll(async () => {
    [admin, investor] = (await insertPasswordlessUsers(
      fixture.db.em(),
      [
        { username: 'ama_admin', email: 'ama@audit.invalid', firstName: 'Ama', lastName: 'Admin' },
        { username: 'kofi_100%', email: 'kofi@audit.invalid', firstName: 'Kofi', lastName: 'Investor' },
      ],
      new Date(),
    )) as [number, number];
    await write({ at: '2026-11-01T09:00:00Z', actorId: investor, action: 'application.created', entityId: '7' });
    await write({ at: '2026-11-10T23:59:59.999Z', action: 'unit.sold', entity: 'unit', entityId: '4' });
    await write({ at: '2026-11-10T23:59:59.999Z', action: 'application.unit_sold', entityId: '7' });
    await write({ at: '2026-11-12T00:00:00Z', actorId: null, action: 'investment.expired', entity: 'investment' });
  });

  it('refuses to update, delete or truncate a record, even a statement that would touch none', async () => {
    const count = async () =>
      (await fixture.db.em().execute<{ n: number }[]>('select count(*)::int as n from audit_log'))[0]!.n;
    expect(await count()).toBe(4);
    for (const sql of [
      `update audit_log set action = 'nothing.happened'`,
      `update audit_log set after = '{}' where id = -1`,
      'delete from audit_log',
      'delete from audit_log where id = -1',
      'truncate audit_log',
    ]) {
      expect(await refusal(sql), sql).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    expect(await count()).toBe(4);
    const actions = await fixture.db.em().execute<{ action: string }[]>('select action from audit_log order by id');
    expect(actions.map((r) => r.action)).toEqual([
      'application.created',
      'unit.sold',
      'application.unit_sold',
      'investment.expired',
    ]);
  });

  it('keeps who acted: a user who appears in the trail cannot be deleted', async () => {
    expect(await refusal('delete from users where id = ?', [investor])).toMatch(/audit_log_actor_id_fkey/);
    const rows = await fixture.db
      .em()
      .execute<{ actor_id: number }[]>(`select actor_id from audit_log where action = 'application.created'`);
    expect(Number(rows[0]!.actor_id)).toBe(investor);
  });

  it('stores times to the millisecond, the precision page cursors carry', async () => {
    expect(
      await refusal(
        `insert into audit_log (actor_id, action, entity, entity_id, at, correlation_id)
         values (null, 'x', 'unit', '1', '2026-11-01T00:00:00.0001Z', 'c')`,
      ),
    ).toMatch(/audit_log_at_milliseconds/);
  });

  it('lists newest first (ties by id) with the actor joined, and pages from a position', async () => {
    const trail = new SqlAuditTrail(fixture.db);
    const all = await trail.list({}, { after: null, limit: 10 });
    expect(all.map((e) => [e.action, e.actorName, e.actorEmail])).toEqual([
      ['investment.expired', null, null],
      ['application.unit_sold', 'Ama Admin', 'ama@audit.invalid'],
      ['unit.sold', 'Ama Admin', 'ama@audit.invalid'],
      ['application.created', 'Kofi Investor', 'kofi@audit.invalid'],
    ]);
    expect(all[1]).toMatchObject({
      entity: 'application',
      entityId: '7',
      before: { status: 'pending' },
      after: { status: 'approved' },
      at: new Date('2026-11-10T23:59:59.999Z'),
      correlationId: 'test',
    });
    const rest = await trail.list({}, { after: { at: all[1]!.at, id: all[1]!.id }, limit: 10 });
    expect(rest.map((e) => e.action)).toEqual(['unit.sold', 'application.created']);
    expect((await trail.list({}, { after: null, limit: 2 })).map((e) => e.action)).toEqual([
      'investment.expired',
      'application.unit_sold',
    ]);
  });

  it('filters by actor, entity, action and inclusive dates, matching % and _ literally', async () => {
    const trail = new SqlAuditTrail(fixture.db);
    const actions = async (filter: Parameters<SqlAuditTrail['list']>[0]) =>
      (await trail.list(filter, { after: null, limit: 10 })).map((e) => e.action);
    expect(await actions({ actorId: investor })).toEqual(['application.created']);
    expect(await actions({ actor: 'KOFI INV' })).toEqual(['application.created']);
    expect(await actions({ actor: 'ama@audit' })).toEqual(['application.unit_sold', 'unit.sold']);
    expect(await actions({ actor: '100%' })).toEqual(['application.created']);
    expect(await actions({ actor: '%' })).toEqual(['application.created']);
    // As a wildcard, _ would match 'Admin'.
    expect(await actions({ actor: 'm_n' })).toEqual([]);
    expect(await actions({ actor: 'a_a' })).toEqual(['application.unit_sold', 'unit.sold']);
    expect(await actions({ actor: 'Sys' })).toEqual(['investment.expired']);
    expect(await actions({ entity: 'unit' })).toEqual(['unit.sold']);
    expect(await actions({ entity: 'application', entityId: '7' })).toEqual([
      'application.unit_sold',
      'application.created',
    ]);
    expect(await actions({ action: 'SOLD' })).toEqual(['application.unit_sold', 'unit.sold']);
    expect(await actions({ from: new Date('2026-11-01T09:00:00Z'), to: new Date('2026-11-10T23:59:59.999Z') })).toEqual(
      ['application.unit_sold', 'unit.sold', 'application.created'],
    );
    expect(await actions({ from: new Date('2026-11-11T00:00:00Z'), to: new Date('2026-11-11T23:59:59.999Z') })).toEqual(
      [],
    );
  });

  it('names the people values hold, all in one statement, leaving out ids nobody has', async () => {
    const trail = new SqlAuditTrail(fixture.db);
    const people = await trail.peopleByIds([investor, admin, investor, 987654]);
    expect([...people.values()].sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: admin, name: 'Ama Admin', email: 'ama@audit.invalid' },
        { id: investor, name: 'Kofi Investor', email: 'kofi@audit.invalid' },
      ].sort((a, b) => a.id - b.id),
    );
    expect((await trail.peopleByIds([])).size).toBe(0);
  });
});
