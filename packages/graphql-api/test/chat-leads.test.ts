import { SqlChatLeadsUnitOfWork } from '@cobuy/adapters';
import { chatConversationRecord, type ConversationTurn } from '@cobuy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatLeadJson, chatLeadListJson } from '../src/openapi/chat-leads-response.schemas.js';
import { errorJson } from '../src/openapi/response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

/*
 * Chat leads over HTTP (accounts spec §2 'Chat leads page', §4, §7 'Admin: chat leads', §8): admins list the
 * leads newest first with the total, filter and page them, and mark one contacted (once: a second mark changes
 * nothing), through REST and GraphQL with the same codes; everyone else is refused.
 */

const server = useTestServer({ seed: false });

let admin: TestAccount;
let investor: TestAccount;
const ids: Record<string, number> = {};
beforeAll(async () => {
  admin = await adminAccount(server);
  investor = await newAccount(server);
  const uow = new SqlChatLeadsUnitOfWork(server.db);
  const leads = [
    { key: 'ama', name: 'Ama Serwaa', email: 'ama@example.com', level: 'qualified', day: 3, turns: 6 },
    { key: 'anon', name: null, email: null, level: 'initial', day: 5, turns: 2 },
    { key: 'kojo', name: 'Kojo Addo', email: null, level: 'interested', day: 4, turns: 4 },
  ] as const;
  for (const lead of leads) {
    const at = new Date(Date.UTC(2026, 10, lead.day, 9));
    const turns: ConversationTurn[] = Array.from({ length: lead.turns }, (_, i) => ({
      role: i % 2 === 0 ? 'visitor' : 'assistant',
      text: `${i % 2 === 0 ? 'Visitor' : 'Assistant'} turn ${i + 1}`,
      at: new Date(at.getTime() + i * 60_000),
    }));
    const record = chatConversationRecord({ conversationKey: lead.key, ...lead, interestLevel: lead.level, turns });
    if (!record.ok) throw new Error(record.error);
    ids[lead.key] = (await uow.run((s) => s.chatLeads.record(record.value, at))).id;
  }
});

const call = (who: TestAccount | null, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, who ? bearer(who.token) : {});
/** As the page sends it: JSON content type, no body. */
const markContacted = (who: TestAccount | null, id: number | string) =>
  send(server, 'PATCH', `/api/admin/chat-leads/${id}/contact`, undefined, {
    'content-type': 'application/json',
    ...(who ? bearer(who.token) : {}),
  });

const auditRows = (leadId: number) =>
  server.db
    .em()
    .execute<{ actor_id: number; action: string }[]>(
      `select actor_id, action from audit_log where entity = 'chat_lead' and entity_id = ? order by id`,
      [String(leadId)],
    );

describe('chat leads over REST', () => {
  it('lists the leads newest first with the total and the last 3 turns of each', async () => {
    const res = await call(admin, 'GET', '/api/admin/chat-leads');
    expect(res.status).toBe(200);
    const list = chatLeadListJson.parse(res.body);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(list.leads.map((l) => l.name)).toEqual([null, 'Kojo Addo', 'Ama Serwaa']);
    const ama = list.leads[2]!;
    expect(ama).toMatchObject({
      email: 'ama@example.com',
      firstMessage: 'Visitor turn 1',
      lastMessage: 'Visitor turn 5',
      interestLevel: 'qualified',
      turnCount: 6,
      isContacted: false,
      contactedAt: null,
      createdAt: '2026-11-03T09:00:00.000Z',
    });
    expect(ama.recentTurns).toEqual([
      { role: 'assistant', text: 'Assistant turn 4', at: '2026-11-03T09:03:00.000Z' },
      { role: 'visitor', text: 'Visitor turn 5', at: '2026-11-03T09:04:00.000Z' },
      { role: 'assistant', text: 'Assistant turn 6', at: '2026-11-03T09:05:00.000Z' },
    ]);
  });

  it('filters by level and contacted, and pages', async () => {
    const names = async (query: string) => {
      const res = await call(admin, 'GET', `/api/admin/chat-leads?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const list = chatLeadListJson.parse(res.body);
      return [list.total, list.leads.map((l) => l.name)];
    };
    expect(await names('interestLevel=interested')).toEqual([1, ['Kojo Addo']]);
    expect(await names('contacted=true&interestLevel=')).toEqual([0, []]);
    expect(await names('page=2&pageSize=2')).toEqual([3, ['Ama Serwaa']]);
    expect(await names('page=9')).toEqual([3, []]);
  });

  it('answers bad paging and filters with a 400 naming the field', async () => {
    for (const [query, field, reason] of [
      ['pageSize=0', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      ['pageSize=101', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      ['page=abc', 'page', 'page must be a whole number from 1 to 1000000'],
      ['page=1&page=2', 'page', 'page must be a whole number from 1 to 1000000'],
      ['interestLevel=hot', 'interestLevel', 'interestLevel must be one of initial, interested, qualified, contacted'],
      ['contacted=yes', 'contacted', 'contacted must be true or false'],
    ]) {
      const res = await call(admin, 'GET', `/api/admin/chat-leads?${query}`);
      expect(res.status, query).toBe(400);
      expect(errorJson.parse(res.body)).toMatchObject({
        code: 'VALIDATION.INVALID_INPUT',
        fields: { [field!]: reason },
      });
    }
  });

  it('marks a lead contacted once: a second mark answers it unchanged, with one audit row', async () => {
    const first = await markContacted(admin, ids.kojo!);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const marked = chatLeadJson.parse(first.body);
    expect(marked).toMatchObject({ id: ids.kojo, isContacted: true, interestLevel: 'contacted' });
    expect(Date.now() - Date.parse(marked.contactedAt!)).toBeLessThan(60_000);

    const second = await markContacted(admin, ids.kojo!);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await auditRows(ids.kojo!)).toEqual([{ actor_id: admin.id, action: 'chat_lead.contacted' }]);

    const contacted = chatLeadListJson.parse((await call(admin, 'GET', '/api/admin/chat-leads?contacted=true')).body);
    expect(contacted.leads.map((l) => l.id)).toEqual([ids.kojo]);
  });

  it('answers 404 for an unknown lead, 400 for a malformed id, 403 for investors and 401 without a token', async () => {
    const missing = await markContacted(admin, 987654);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'CHAT_LEAD.NOT_FOUND' });
    const malformed = await markContacted(admin, 'abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ fields: { id: 'must be a positive integer id' } });

    expect((await call(investor, 'GET', '/api/admin/chat-leads')).body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    expect((await call(investor, 'GET', '/api/admin/chat-leads')).status).toBe(403);
    expect((await markContacted(investor, ids.ama!)).status).toBe(403);
    expect((await call(null, 'GET', '/api/admin/chat-leads')).status).toBe(401);
    expect((await markContacted(null, ids.ama!)).status).toBe(401);
    expect(await auditRows(ids.ama!)).toEqual([]);
    const ama = chatLeadListJson
      .parse((await call(admin, 'GET', '/api/admin/chat-leads')).body)
      .leads.find((l) => l.id === ids.ama);
    expect(ama).toMatchObject({ isContacted: false, interestLevel: 'qualified' });
  });
});

describe('chat leads over GraphQL', () => {
  const gql = (who: TestAccount | null, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, who ? bearer(who.token) : {});
  const listDoc = `query($level: ChatInterestLevel, $contacted: Boolean, $page: Int, $pageSize: Int) {
    chatLeads(interestLevel: $level, contacted: $contacted, page: $page, pageSize: $pageSize) {
      total page pageSize leads { id name interestLevel isContacted recentTurns { role text } }
    }
  }`;
  const markDoc = 'mutation($id: Int!) { markChatLeadContacted(id: $id) { id isContacted contactedAt interestLevel } }';

  it('lists and filters as REST does, and marks a lead contacted once', async () => {
    const qualified = await gql(admin, listDoc, { level: 'qualified' });
    expect(qualified.body.errors).toBeUndefined();
    expect(qualified.body.data.chatLeads).toMatchObject({ total: 1, page: 1, pageSize: 20, leads: [{ id: ids.ama }] });
    expect(qualified.body.data.chatLeads.leads[0].recentTurns).toHaveLength(3);

    const first = await gql(admin, markDoc, { id: ids.ama });
    expect(first.body.data.markChatLeadContacted).toMatchObject({ isContacted: true, interestLevel: 'contacted' });
    const second = await gql(admin, markDoc, { id: ids.ama });
    expect(second.body.data).toEqual(first.body.data);
    expect(await auditRows(ids.ama!)).toHaveLength(1);
  });

  it('answers the same codes as REST', async () => {
    const code = (res: { body: any }) => res.body.errors?.[0]?.extensions?.code;
    expect(code(await gql(admin, markDoc, { id: 987654 }))).toBe('CHAT_LEAD.NOT_FOUND');
    const badPage = await gql(admin, listDoc, { pageSize: 500 });
    expect(code(badPage)).toBe('VALIDATION.INVALID_INPUT');
    expect(badPage.body.errors[0].extensions.fields).toEqual({
      pageSize: 'pageSize must be a whole number from 1 to 100',
    });
    expect(code(await gql(investor, listDoc))).toBe('AUTH.FORBIDDEN');
    expect(code(await gql(investor, markDoc, { id: ids.anon }))).toBe('AUTH.FORBIDDEN');
    expect(code(await gql(null, listDoc))).toBe('AUTH.UNAUTHENTICATED');
    expect(code(await gql(null, markDoc, { id: ids.anon }))).toBe('AUTH.UNAUTHENTICATED');
  });
});
