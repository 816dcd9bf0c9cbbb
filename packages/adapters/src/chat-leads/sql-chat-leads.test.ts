import { chatConversationRecord, markLeadContacted, type ConversationTurn } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { seedDemoCatalog } from '../seed/demo-seed.js';
import { SqlChatLeadsUnitOfWork } from './sql-chat-leads.unit-of-work.js';

/*
 * Chat leads in SQL: a conversation recorded twice under its key is one lead (first message and given details
 * kept, a contacted lead stays contacted), lists are newest first with their total and only the last 3 turns,
 * and the table refuses what the rules refuse (unknown levels, contacted without a time, unbounded chats).
 */

const fixture = useTestDatabase();
const uow = () => new SqlChatLeadsUnitOfWork(fixture.db);
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));

const turns = (n: number, start: Date): ConversationTurn[] =>
  Array.from({ length: n }, (_, i) => ({
    role: i % 2 === 0 ? 'visitor' : 'assistant',
    text: i % 2 === 0 ? `Visitor line ${i + 1}` : `Assistant line ${i + 1}`,
    at: new Date(start.getTime() + i * 60_000),
  }));

function conversation(key: string, over: Partial<Parameters<typeof chatConversationRecord>[0]> = {}) {
  const record = chatConversationRecord({ conversationKey: key, turns: turns(4, day(1)), ...over });
  if (!record.ok) throw new Error(record.error);
  return record.value;
}

const record = (key: string, at: Date, over: Partial<Parameters<typeof chatConversationRecord>[0]> = {}) =>
  uow().run((s) => s.chatLeads.record(conversation(key, over), at));

describe('chat leads in SQL', () => {
  it('records a conversation once per key, then updates that lead', async () => {
    const first = await record('chat-a', day(1), { name: 'Ama Serwaa', email: 'ama@example.com' });
    expect(first).toMatchObject({
      name: 'Ama Serwaa',
      email: 'ama@example.com',
      firstMessage: 'Visitor line 1',
      lastMessage: 'Visitor line 3',
      interestLevel: 'initial',
      isContacted: false,
      contactedAt: null,
      turnCount: 4,
      createdAt: day(1),
    });
    expect(first.recentTurns).toEqual(turns(4, day(1)).slice(-3));

    const later = await record('chat-a', day(2), {
      name: null,
      interestLevel: 'qualified',
      turns: [...turns(6, day(1)), { role: 'visitor', text: 'Call me please', at: day(2) }],
    });
    expect(later).toMatchObject({
      id: first.id,
      name: 'Ama Serwaa',
      email: 'ama@example.com',
      firstMessage: 'Visitor line 1',
      lastMessage: 'Call me please',
      interestLevel: 'qualified',
      turnCount: 7,
      createdAt: day(1),
      updatedAt: day(2),
    });

    // Contacted stays contacted when the visitor chats again.
    await uow().run(async (s) => {
      const locked = await s.chatLeads.lockById(first.id);
      return s.chatLeads.saveContacted(markLeadContacted(locked!, day(3)).lead);
    });
    const again = await record('chat-a', day(4), { interestLevel: 'interested' });
    expect(again).toMatchObject({ id: first.id, isContacted: true, contactedAt: day(3), interestLevel: 'contacted' });
  });

  it('lists newest first with the total, filtered and paged', async () => {
    await record('chat-b', day(5), { interestLevel: 'interested' });
    await record('chat-c', day(7), { interestLevel: 'qualified' });
    await record('chat-d', day(6), { interestLevel: 'qualified' });
    const page = (filter: object, offset = 0, limit = 10) =>
      uow().run((s) => s.chatLeads.list(filter, { offset, limit }));

    const all = await page({});
    expect(all.total).toBe(4);
    expect(all.leads.map((l) => l.createdAt)).toEqual([day(7), day(6), day(5), day(1)]);
    expect(all.leads.every((l) => l.recentTurns.length <= 3)).toBe(true);

    expect((await page({ interestLevel: 'qualified' })).leads.map((l) => l.createdAt)).toEqual([day(7), day(6)]);
    expect(await page({ contacted: true })).toMatchObject({ total: 1, leads: [{ interestLevel: 'contacted' }] });
    expect((await page({ contacted: false })).total).toBe(3);
    const second = await page({}, 2, 2);
    expect(second.total).toBe(4);
    expect(second.leads.map((l) => l.createdAt)).toEqual([day(5), day(1)]);
    expect(await page({}, 10, 2)).toEqual({ total: 4, leads: [] });
  });

  it('refuses rows the rules refuse', async () => {
    const insert = (set: string) =>
      fixture.db.em().execute(
        `insert into chat_leads (conversation_key, first_message, last_message, created_at, updated_at, ${set.split('=')[0]})
         values (gen_random_uuid()::text, 'Hi', 'Hi', now(), now(), ${set.split('=')[1]})`,
      );
    await expect(insert(`interest_level='hot'`)).rejects.toThrow(/chat_leads_interest_level_check/);
    await expect(insert(`is_contacted=true`)).rejects.toThrow(/chat_leads_contacted_at_check/);
    await expect(insert(`contacted_at=now()`)).rejects.toThrow(/chat_leads_contacted_at_check/);
    await expect(insert(`interest_level='contacted'`)).rejects.toThrow(/chat_leads_contacted_level_check/);
    await expect(insert(`conversation_data='{"role":"visitor"}'`)).rejects.toThrow(
      /chat_leads_conversation_data_check/,
    );
    await expect(insert(`conversation_data=(select jsonb_agg(i) from generate_series(1, 201) i)`)).rejects.toThrow(
      /chat_leads_conversation_data_check/,
    );
    await expect(insert(`conversation_data='[]'`)).resolves.toBeDefined();
  });

  it('reads malformed stored turns as none rather than failing the page', async () => {
    const [row] = await fixture.db.em().execute<{ id: number }[]>(
      `insert into chat_leads (conversation_key, first_message, last_message, conversation_data, created_at, updated_at)
       values ('broken', 'Hi', 'Hi', '[1, "x", {"role": "visitor", "text": "Hi", "at": "2026-11-01T09:00:00Z"}]', ?, ?)
       returning id`,
      [day(20), day(20)],
    );
    const lead = await uow().run((s) => s.chatLeads.lockById(row!.id));
    expect(lead).toMatchObject({ turnCount: 3, recentTurns: [{ role: 'visitor', text: 'Hi' }] });
  });
});

describe('demo chat leads', () => {
  const seeded = useTestDatabase();

  it('seeds five leads at different levels, some anonymous, one contacted', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(await seedDemoCatalog(seeded.db, now)).toBe(true);
    const { leads, total } = await new SqlChatLeadsUnitOfWork(seeded.db).run((s) =>
      s.chatLeads.list({}, { offset: 0, limit: 20 }),
    );
    expect(total).toBe(5);
    expect(leads.filter((l) => l.name === null)).toHaveLength(2);
    expect(leads.filter((l) => l.email !== null)).toHaveLength(3);
    expect(new Set(leads.map((l) => l.interestLevel))).toEqual(
      new Set(['initial', 'interested', 'qualified', 'contacted']),
    );
    const contacted = leads.filter((l) => l.isContacted);
    expect(contacted).toMatchObject([{ name: 'Efua Darko', contactedAt: new Date('2026-11-17T10:00:00Z') }]);
    expect(leads[0]!.createdAt).toEqual(new Date('2026-11-22T10:00:00Z'));
  });
});
