import { chatConversationRecord, type ChatInterestLevel, type ConversationTurn } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { runUseCase } from '../shared/use-case.js';
import { ListChatLeads } from './list-chat-leads/list-chat-leads.use-case.js';
import { MarkChatLeadContacted } from './mark-chat-lead-contacted/mark-chat-lead-contacted.use-case.js';
import { chatLeadsTestKit } from './testing/in-memory-chat-leads.js';

const ADMIN = 1;
const DAY = 86_400_000;

function setUp() {
  const kit = chatLeadsTestKit();
  const leadOn = async (day: number, level: Exclude<ChatInterestLevel, 'contacted'>, name: string | null = null) => {
    const at = new Date(Date.UTC(2026, 10, day, 9));
    const turns: ConversationTurn[] = [
      { role: 'visitor', text: `Hello from day ${day}`, at },
      { role: 'assistant', text: 'Akwaaba! How can I help?', at },
      { role: 'visitor', text: 'Which Accra projects are open?', at },
      { role: 'assistant', text: 'Oyarifa Gardens and East Legon Heights.', at },
    ];
    const record = chatConversationRecord({ conversationKey: `day-${day}`, name, interestLevel: level, turns });
    if (!record.ok) throw new Error(record.error);
    return kit.chatLeads.record(record.value, at);
  };
  return {
    ...kit,
    leadOn,
    list: (input: unknown, who = kit.ctx(ADMIN)) => runUseCase(new ListChatLeads(kit), who, input),
    mark: (id: unknown, who = kit.ctx(ADMIN)) => runUseCase(new MarkChatLeadContacted(kit), who, { id }),
  };
}

describe('list chat leads (accounts spec §2 Chat leads page)', () => {
  it('answers the leads newest first with the total, the last 3 turns each, a page at a time', async () => {
    const t = setUp();
    await t.leadOn(1, 'initial', 'Ama');
    await t.leadOn(3, 'qualified');
    await t.leadOn(2, 'interested', 'Kwame');
    const all = await t.list({});
    if (!all.ok) throw new Error(all.error.message);
    expect(all.value).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.value.leads.map((l) => l.firstMessage)).toEqual([
      'Hello from day 3',
      'Hello from day 2',
      'Hello from day 1',
    ]);
    expect(all.value.leads[0]).toMatchObject({
      name: null,
      turnCount: 4,
      lastMessage: 'Which Accra projects are open?',
    });
    expect(all.value.leads[0]!.recentTurns.map((turn) => turn.role)).toEqual(['assistant', 'visitor', 'assistant']);

    const second = await t.list({ page: '2', pageSize: '2' });
    expect(second).toMatchObject({ ok: true, value: { total: 3, page: 2, pageSize: 2 } });
    if (second.ok) expect(second.value.leads.map((l) => l.name)).toEqual(['Ama']);
  });

  it('filters by interest level and by contacted (blank is no filter)', async () => {
    const t = setUp();
    const ama = await t.leadOn(1, 'qualified', 'Ama');
    await t.leadOn(2, 'qualified', 'Kwame');
    await t.leadOn(3, 'initial', 'Esi');
    await t.mark(ama.id);
    const names = async (input: object) => {
      const result = await t.list(input);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      return [result.value.total, result.value.leads.map((l) => l.name)];
    };
    expect(await names({ interestLevel: 'qualified' })).toEqual([1, ['Kwame']]);
    expect(await names({ interestLevel: 'contacted' })).toEqual([1, ['Ama']]);
    expect(await names({ contacted: 'true' })).toEqual([1, ['Ama']]);
    expect(await names({ contacted: false })).toEqual([2, ['Esi', 'Kwame']]);
    expect(await names({ contacted: '', interestLevel: '' })).toEqual([3, ['Esi', 'Kwame', 'Ama']]);
  });

  it('names each bad paging or filter field, and is for admins only', async () => {
    const t = setUp();
    const fields = async (input: object) => {
      const result = await t.list(input);
      return result.ok ? null : result.error.fields;
    };
    expect(await fields({ pageSize: 101 })).toEqual({ pageSize: 'pageSize must be a whole number from 1 to 100' });
    expect(await fields({ page: '0' })).toEqual({ page: 'page must be a whole number from 1 to 1000000' });
    expect(await fields({ page: '1.5' })).toEqual({ page: 'page must be a whole number from 1 to 1000000' });
    expect(await fields({ interestLevel: 'hot' })).toEqual({
      interestLevel: 'interestLevel must be one of initial, interested, qualified, contacted',
    });
    expect(await fields({ contacted: 'yes' })).toEqual({ contacted: 'contacted must be true or false' });
    expect(await t.list({}, t.ctx(2, 'user'))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(await t.list({}, t.ctx(null))).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
  });
});

describe('mark a chat lead contacted (accounts spec §4)', () => {
  it('sets contacted, the time and the level, with one audit entry', async () => {
    const t = setUp();
    const lead = await t.leadOn(1, 'qualified', 'Ama');
    const result = await t.mark(String(lead.id));
    expect(result).toMatchObject({
      ok: true,
      value: { id: lead.id, isContacted: true, contactedAt: t.now, interestLevel: 'contacted', updatedAt: t.now },
    });
    expect(t.audit).toEqual([
      {
        actorId: ADMIN,
        action: 'chat_lead.contacted',
        entity: 'chat_lead',
        entityId: String(lead.id),
        before: { interestLevel: 'qualified', isContacted: false, contactedAt: null },
        after: { interestLevel: 'contacted', isContacted: true, contactedAt: t.now.toISOString() },
        at: t.now,
        correlationId: 'chat-leads-test',
      },
    ]);
  });

  it('a second mark changes nothing and audits nothing; a contacted lead recorded again stays contacted', async () => {
    const t = setUp();
    const lead = await t.leadOn(1, 'interested', 'Ama');
    const first = await t.mark(lead.id);
    const later = chatLeadsTestKit(new Date(t.now.getTime() + DAY));
    const second = await runUseCase(new MarkChatLeadContacted(t), later.ctx(ADMIN), { id: lead.id });
    expect(second).toEqual(first);
    expect(t.audit).toHaveLength(1);

    const again = await t.leadOn(1, 'initial');
    expect(again).toMatchObject({ id: lead.id, name: 'Ama', isContacted: true, interestLevel: 'contacted' });
  });

  it('answers CHAT_LEAD.NOT_FOUND for an unknown lead, a field error for a bad id, 403 for non-admins', async () => {
    const t = setUp();
    expect(await t.mark(987654)).toMatchObject({ ok: false, error: { code: 'CHAT_LEAD.NOT_FOUND' } });
    expect(await t.mark('abc')).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { id: 'must be a positive integer id' } },
    });
    const lead = await t.leadOn(1, 'initial');
    expect(await t.mark(lead.id, t.ctx(2, 'user'))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(t.audit).toEqual([]);
  });
});
