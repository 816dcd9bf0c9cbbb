import type { AuditEntry, Clock } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import type { RequestContext, Role } from '../shared/request-context.js';
import { runUseCase, type UseCase } from '../shared/use-case.js';
import { auditChanges } from './audit-changes.js';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor.js';
import { csvCell, toCsv } from './export-audit-records/audit-csv.js';
import { AUDIT_EXPORT_LIMIT, ExportAuditRecords } from './export-audit-records/export-audit-records.use-case.js';
import { ListAuditRecords } from './list-audit-records/list-audit-records.use-case.js';
import { InMemoryAuditTrail } from './testing/in-memory-audit-trail.js';

const clock: Clock = { now: () => new Date('2026-11-23T10:04:30Z') };
const ctx = (userId: number | null, role: Role = 'admin'): RequestContext => ({
  actor: userId === null ? null : { userId, role },
  correlationId: 'test',
  clock,
});
const ADMIN = 1;
const INVESTOR = 2;
/** A change of a field that names nobody. */
const change = (field: string, before: string | null, after: string | null) => ({
  field,
  before,
  after,
  beforeUser: null,
  afterUser: null,
});

function setUp() {
  const trail = new InMemoryAuditTrail();
  trail.users.set(ADMIN, { name: 'Ama Admin', username: 'ama', email: 'ama@cobuy.test' });
  trail.users.set(INVESTOR, { name: 'Kofi Investor', username: 'kofi', email: 'kofi@example.com' });
  const record = (over: Partial<Omit<AuditEntry, 'at'>> & { at: string }) =>
    trail.add({
      actorId: ADMIN,
      action: 'application.approved',
      entity: 'application',
      entityId: '10',
      before: { status: 'pending' },
      after: { status: 'approved' },
      correlationId: 'c',
      ...over,
      at: new Date(over.at),
    });
  return { trail, record, list: new ListAuditRecords({ trail }), exportCsv: new ExportAuditRecords({ trail }) };
}

const listed = async (useCase: ListAuditRecords, input: Record<string, unknown>) => {
  const result = await runUseCase(useCase, ctx(ADMIN), input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};
const fieldsOf = async (useCase: ListAuditRecords | ExportAuditRecords, input: Record<string, unknown>) => {
  const result = await runUseCase<unknown, unknown>(useCase as UseCase<unknown, unknown>, ctx(ADMIN), input);
  expect(result.ok).toBe(false);
  return !result.ok ? result.error.fields : undefined;
};

describe('ListAuditRecords', () => {
  it('is for admins only', async () => {
    const { list, exportCsv } = setUp();
    for (const useCase of [list, exportCsv] as UseCase<unknown, unknown>[]) {
      const anonymous = await runUseCase(useCase, ctx(null), {});
      expect(!anonymous.ok && anonymous.error.code).toBe('AUTH.UNAUTHENTICATED');
      const investor = await runUseCase(useCase, ctx(INVESTOR, 'user'), {});
      expect(!investor.ok && investor.error.code).toBe('AUTH.FORBIDDEN');
    }
  });

  it('lists newest first with who did it (System when no one did) and only the changed keys', async () => {
    const { record, list } = setUp();
    record({
      at: '2026-11-20T09:00:00Z',
      before: { status: 'pending', amount: '5000.00' },
      after: { status: 'approved', amount: '5000.00' },
    });
    record({
      at: '2026-11-22T09:00:00Z',
      actorId: null,
      action: 'investment.expired',
      entity: 'investment',
      entityId: '3',
    });
    const page = await listed(list, {});
    expect(page.records.map((r) => [r.action, r.actorName, r.actorEmail])).toEqual([
      ['investment.expired', 'System', null],
      ['application.approved', 'Ama Admin', 'ama@cobuy.test'],
    ]);
    expect(page.records[1]!.changes).toEqual([change('status', 'pending', 'approved')]);
    expect(page.nextCursor).toBeNull();
  });

  it('names the users that values hold (paymentConfirmedBy, reviewedBy, …), all of a page read at once', async () => {
    const { trail, record, list } = setUp();
    trail.users.set(7, { name: 'Efua Reviewer', username: 'efua', email: 'efua@cobuy.test' });
    record({
      at: '2026-11-20T09:00:00Z',
      entity: 'investment',
      action: 'investment.payment_confirmed',
      before: { status: 'awaiting_payment', paymentConfirmedBy: null, amount: 7 },
      after: { status: 'active', paymentConfirmedBy: ADMIN, amount: 8 },
    });
    record({
      at: '2026-11-21T09:00:00Z',
      entity: 'kyc_verification',
      action: 'kyc.approved',
      before: { status: 'under_review', reviewedBy: '7' },
      after: { status: 'approved', reviewedBy: 99 },
    });
    const page = await listed(list, {});
    const ama = { id: ADMIN, name: 'Ama Admin', email: 'ama@cobuy.test' };
    const efua = { id: 7, name: 'Efua Reviewer', email: 'efua@cobuy.test' };
    expect(page.records.map((r) => r.changes)).toEqual([
      // An id nobody has keeps its number and names no one.
      [change('status', 'under_review', 'approved'), { ...change('reviewedBy', '7', '99'), beforeUser: efua }],
      [
        change('status', 'awaiting_payment', 'active'),
        { ...change('paymentConfirmedBy', null, String(ADMIN)), afterUser: ama },
        // A number in a field that is not a user's stays a number.
        change('amount', '7', '8'),
      ],
    ]);
    expect(trail.peopleReads).toEqual([[7, 99, ADMIN]]);
  });

  it('reads no one when the page names no user', async () => {
    const { trail, record, list } = setUp();
    record({ at: '2026-11-20T09:00:00Z' });
    await listed(list, {});
    expect(trail.peopleReads).toEqual([]);
  });

  it('pages with a cursor: every record once, in order, while records with the same time and newer ones arrive', async () => {
    const { record, list } = setUp();
    // Several records share one instant (one transaction writes several): the id breaks the tie.
    for (let i = 0; i < 7; i++) record({ at: `2026-11-2${i % 3}T08:00:00Z`, entityId: String(i) });
    const seen: string[] = [];
    let after: string | undefined;
    for (let round = 0; round < 10; round++) {
      const page = await listed(list, { first: '3', after });
      seen.push(...page.records.map((r) => r.entityId));
      // A record written meanwhile is newer than every page read so far: it does not shift the next pages.
      record({ at: '2026-11-23T09:00:00Z', entityId: `new-${round}` });
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    expect(seen).toEqual(['5', '2', '4', '1', '6', '3', '0']);
  });

  it('filters by actor (id, or part of a name, username or email; "system" for the platform), entity, action and dates', async () => {
    const { record, list } = setUp();
    record({ at: '2026-11-01T00:00:00Z', actorId: INVESTOR, action: 'application.created', entityId: '1' });
    record({ at: '2026-11-10T23:59:59.999Z', action: 'unit.sold', entity: 'unit', entityId: '4' });
    record({ at: '2026-11-11T00:00:00Z', action: 'application.unit_sold', entityId: '1' });
    record({
      at: '2026-11-12T00:00:00Z',
      actorId: null,
      action: 'investment.expired',
      entity: 'investment',
      entityId: '9',
    });
    const ids = async (input: Record<string, unknown>) => (await listed(list, input)).records.map((r) => r.action);

    expect(await ids({ actorId: String(INVESTOR) })).toEqual(['application.created']);
    expect(await ids({ actor: 'KOFI@' })).toEqual(['application.created']);
    expect(await ids({ actor: 'ama admin' })).toEqual(['application.unit_sold', 'unit.sold']);
    expect(await ids({ actor: 'syst' })).toEqual(['investment.expired']);
    expect(await ids({ entity: 'unit' })).toEqual(['unit.sold']);
    expect(await ids({ entity: 'application', entityId: '1' })).toEqual([
      'application.unit_sold',
      'application.created',
    ]);
    expect(await ids({ action: 'SOLD' })).toEqual(['application.unit_sold', 'unit.sold']);
    // Whole days include both ends; instants are exact.
    expect(await ids({ from: '2026-11-01', to: '2026-11-10' })).toEqual(['unit.sold', 'application.created']);
    expect(await ids({ from: '2026-11-10T23:59:59.999Z', to: '2026-11-11T01:00:00+01:00' })).toEqual([
      'application.unit_sold',
      'unit.sold',
    ]);
    expect(await ids({ entity: '', actor: '  ', from: '' })).toHaveLength(4);
  });

  it('refuses bad filters with a reason per field', async () => {
    const { list, exportCsv } = setUp();
    expect(await fieldsOf(list, { from: '2026-11-12', to: '2026-11-11' })).toEqual({ to: 'must not be before from' });
    expect(await fieldsOf(exportCsv, { from: '2026-11-12', to: '2026-11-11' })).toEqual({
      to: 'must not be before from',
    });
    const fields = await fieldsOf(list, {
      entity: 'spaceship',
      from: '2026-02-30',
      to: 'yesterday',
      first: '201',
      after: 'bm9wZQ',
      actorId: 'me',
    });
    expect(fields).toEqual({
      entity: expect.stringMatching(/^must be one of application, investment, unit/),
      from: expect.stringMatching(/^must be a date \(YYYY-MM-DD\)/),
      to: expect.stringMatching(/^must be a date \(YYYY-MM-DD\)/),
      first: 'must be at most 200',
      after: 'is not a cursor from this list',
      actorId: 'must be a positive integer id',
    });
    expect(await fieldsOf(list, { first: 0 })).toEqual({ first: 'must be a whole number from 1 to 200' });
    expect(await fieldsOf(list, { first: '2.5' })).toEqual({ first: 'must be a whole number from 1 to 200' });
  });
});

describe('ExportAuditRecords', () => {
  it('exports the filtered records as CSV, newest first, with a header row and cells that cannot become formulas', async () => {
    const { record, exportCsv } = setUp();
    record({ at: '2026-11-20T09:00:00Z', entity: 'unit', entityId: '4', action: 'unit.sold' });
    record({
      at: '2026-11-21T09:00:00Z',
      entityId: '-2+3',
      action: 'application.rejected',
      before: { status: 'pending' },
      after: { status: 'rejected', reason: '=HYPERLINK("http://evil.test","pay here"), then\nsome' },
    });
    const result = await runUseCase(exportCsv, ctx(ADMIN), { entity: 'application' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      contentType: 'text/csv; charset=utf-8',
      downloadName: 'audit-20261123-1004.csv',
      truncated: false,
    });
    const lines = new TextDecoder().decode(result.value.content).split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor_id,actor_name,actor_email,action,entity,entity_id,changes,before,after,correlation_id',
    );
    expect(lines).toHaveLength(3); // header, one record, the final line break
    expect(lines[1]).toBe(
      // The cell that starts like a formula gets a quote; one that only contains it does not need one.
      "2,2026-11-21T09:00:00.000Z,1,Ama Admin,ama@cobuy.test,application.rejected,application,'-2+3," +
        '"status: pending → rejected; reason: — → =HYPERLINK(""http://evil.test"",""pay here""), then\nsome",' +
        '"{""status"":""pending""}",' +
        '"{""status"":""rejected"",""reason"":""=HYPERLINK(\\""http://evil.test\\"",\\""pay here\\""), then\\nsome""}",' +
        'c',
    );
  });

  it('spells a user named in a value as their name with the id', async () => {
    const { record, exportCsv } = setUp();
    record({
      at: '2026-11-20T09:00:00Z',
      entity: 'investment',
      before: { paymentConfirmedBy: null },
      after: { paymentConfirmedBy: INVESTOR },
    });
    const result = await runUseCase(exportCsv, ctx(ADMIN), {});
    if (!result.ok) throw new Error('refused');
    const row = new TextDecoder().decode(result.value.content).split('\r\n')[1]!;
    expect(row).toContain(`,paymentConfirmedBy: — → Kofi Investor (#${INVESTOR}),`);
  });

  it(`holds at most the newest ${AUDIT_EXPORT_LIMIT} records and says it was cut`, async () => {
    const { record, exportCsv } = setUp();
    for (let i = 0; i <= AUDIT_EXPORT_LIMIT; i++) record({ at: '2026-11-20T09:00:00Z', entityId: String(i) });
    const result = await runUseCase(exportCsv, ctx(ADMIN), {});
    if (!result.ok) throw new Error('refused');
    const lines = new TextDecoder().decode(result.value.content).trimEnd().split('\r\n');
    expect(lines).toHaveLength(AUDIT_EXPORT_LIMIT + 1);
    expect(lines[1]!.startsWith(`${AUDIT_EXPORT_LIMIT + 1},`)).toBe(true);
    expect(result.value.truncated).toBe(true);
  });
});

describe('CSV cells', () => {
  it('quotes separators, quotes and line breaks, and defuses formula starts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).startsWith(`'${start}`) || csvCell(`${start}1+1`).startsWith(`"'${start}`)).toBe(
        true,
      );
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', null],
      ]),
    ).toBe('a,b\r\nc,\r\n');
  });
});

describe('audit changes and cursors', () => {
  it('keeps only what changed, whatever order keys were written in', () => {
    expect(auditChanges({ a: 1, b: { x: 1, y: 2 } }, { b: { y: 2, x: 1 }, a: 2, c: true })).toEqual([
      change('a', '1', '2'),
      change('c', null, 'true'),
    ]);
    expect(auditChanges(null, { document: 'selfie' })).toEqual([change('document', null, 'selfie')]);
    expect(auditChanges({ status: 'sold' }, null)).toEqual([change('status', 'sold', null)]);
    expect(auditChanges('x', 'y')).toEqual([change('', 'x', 'y')]);
    expect(auditChanges([1], [1])).toEqual([]);
    expect(auditChanges({ list: [1, 2] }, { list: [2, 1] })).toEqual([change('list', '[1,2]', '[2,1]')]);
  });

  it('round-trips a cursor and refuses anything else', () => {
    const position = { at: new Date('2026-11-23T10:00:00.123Z'), id: '9007199254740993' };
    expect(decodeAuditCursor(encodeAuditCursor(position))).toEqual(position);
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of ['', '!!', forged('2026-11-23|1'), forged('2026-11-23T10:00:00.000Z|0'), forged('x|1|2')]) {
      expect(decodeAuditCursor(bad), bad).toBeNull();
    }
  });
});
