import { beforeAll, describe, expect, it } from 'vitest';
import { chatLeadListJson } from '../src/openapi/chat-leads-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, freshIp, newAccount, type TestAccount } from './support/accounts-helpers.js';
import { storedNotifications } from './support/live-helpers.js';

/*
 * Chat leads made by the assistant (issue 21 item 3; product rules §7): each conversation is one lead with its
 * turns and level (initial, interested, qualified; never lowered), shown to admins on /admin/chat-leads; a chat
 * interest is a qualified lead linked to a signed-in account, and every admin is notified. Both calls are
 * limited per IP and refuse bad input with a 400.
 */

const server = useTestServer();
let admin: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
});

let counter = 0;
const newConversation = () => `conv-${Date.now().toString(36)}-${++counter}`;
const say = (conversationId: string, message: string, ip = freshIp()) =>
  server.post('/api/chatbot/message', { message, history: [], conversationId }, ip);

async function leadOf(firstMessage: string) {
  const res = await server.get('/api/admin/chat-leads?pageSize=100', bearer(admin.token));
  expect(res.status).toBe(200);
  return chatLeadListJson.parse(res.body).leads.find((l) => l.firstMessage === firstMessage);
}

const interest = (overrides: Record<string, unknown> = {}) => ({
  userName: 'Ama Serwaa',
  userEmail: 'Ama.Serwaa@example.com',
  interestAmount: '20000',
  currency: 'GHS',
  contactPreference: 'WhatsApp',
  contactInfo: '+233 24 555 0101',
  message: 'Interested in a 3-bedroom terrace.',
  ...overrides,
});

describe('each conversation is one chat lead', () => {
  it('keeps the turns of one conversation in one lead, at the level its questions earn', async () => {
    const id = newConversation();
    expect((await say(id, 'Hello there, first visit')).status).toBe(200);
    let lead = await leadOf('Hello there, first visit');
    expect(lead).toMatchObject({ interestLevel: 'initial', turnCount: 2, name: null, email: null, userId: null });
    expect((await say(id, 'What can I get in East Legon for $5,000?')).status).toBe(200);
    lead = await leadOf('Hello there, first visit');
    expect(lead).toMatchObject({
      interestLevel: 'interested',
      turnCount: 4,
      lastMessage: 'What can I get in East Legon for $5,000?',
    });
    expect(lead!.recentTurns.map((t) => t.role)).toEqual(['assistant', 'visitor', 'assistant']);
    expect(lead!.recentTurns[2]!.text).toContain('East Legon Heights');
  });

  it('is qualified once the visitor gave contact details and an amount, and never goes back down', async () => {
    const id = newConversation();
    await say(id, 'I have GHS 20000 to invest');
    await say(id, 'You can reach me at kofi.mensah@example.com');
    expect(await leadOf('I have GHS 20000 to invest')).toMatchObject({
      interestLevel: 'qualified',
      email: 'kofi.mensah@example.com',
    });
    await say(id, 'Hello again');
    expect(await leadOf('I have GHS 20000 to invest')).toMatchObject({ interestLevel: 'qualified', turnCount: 6 });
  });

  it('loses no turn when messages of one conversation arrive at once', async () => {
    const id = newConversation();
    const messages = Array.from({ length: 6 }, (_, i) => `Parallel question ${i} about the minimum`);
    const answers = await Promise.all(messages.map((m) => say(id, m)));
    expect(answers.map((a) => a.status)).toEqual(messages.map(() => 200));
    const res = await server.get('/api/admin/chat-leads?pageSize=100', bearer(admin.token));
    const leads = chatLeadListJson.parse(res.body).leads.filter((l) => l.firstMessage.startsWith('Parallel question'));
    expect(leads).toHaveLength(1);
    expect(leads[0]!.turnCount).toBe(12);
  });

  it('records nothing without a conversation id', async () => {
    await server.post('/api/chatbot/message', { message: 'Anonymous one-off question', history: [] }, freshIp());
    expect(await leadOf('Anonymous one-off question')).toBeUndefined();
  });
});

describe('a chat interest (investor spec §5)', () => {
  it('is a qualified lead on the conversation, and every admin is notified', async () => {
    const id = newConversation();
    await say(id, 'Tell me about East Legon Heights');
    const project = ((await server.get('/api/projects')).body as { id: number; title: string }[]).find(
      (p) => p.title === 'East Legon Heights',
    )!;
    const before = (await storedNotifications(server, admin)).length;
    const res = await server.post(
      '/api/chatbot/express-interest',
      interest({ conversationId: id, projectId: project.id, projectTitle: 'Forged Title' }),
      freshIp(),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: "We'll contact you within 24 hours about your investment interest." });
    const lead = await leadOf('Tell me about East Legon Heights');
    expect(lead).toMatchObject({
      name: 'Ama Serwaa',
      email: 'ama.serwaa@example.com',
      interestLevel: 'qualified',
      userId: null,
      turnCount: 4,
    });
    expect(lead!.lastMessage).toBe(
      'Interest: GHS 20,000.00 in East Legon Heights (East Legon, Accra). Contact by WhatsApp: +233 24 555 0101. ' +
        'Message: Interested in a 3-bedroom terrace.',
    );
    let notes: any[] = [];
    const deadline = Date.now() + 15_000;
    while (notes.length <= before && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      notes = await storedNotifications(server, admin);
    }
    expect(notes[0]).toMatchObject({
      title: 'New chat interest',
      message: `Ama Serwaa is interested in East Legon Heights: GHS 20,000.00, contact by WhatsApp. See Chat Leads (lead #${lead!.id}).`,
    });
  });

  it('links the lead to the account of a signed-in visitor', async () => {
    const investor = await newAccount(server);
    const res = await server.post(
      '/api/chatbot/express-interest',
      interest({ userName: 'Signed In Visitor', contactPreference: 'email', contactInfo: investor.email }),
      { ...freshIp(), ...bearer(investor.token) },
    );
    expect(res.status).toBe(201);
    const list = chatLeadListJson.parse(
      (await server.get('/api/admin/chat-leads?pageSize=100', bearer(admin.token))).body,
    );
    expect(list.leads.find((l) => l.name === 'Signed In Visitor')).toMatchObject({
      userId: investor.id,
      interestLevel: 'qualified',
    });
  });

  it.each([
    [{ userName: '  ' }, 'userName', 'Please fill in all required fields'],
    [{ contactInfo: '' }, 'contactInfo', 'Please fill in all required fields'],
    [{ userEmail: 'not-an-email' }, 'userEmail', 'Please enter a valid email address'],
    [{ interestAmount: '0' }, 'interestAmount', 'must be more than 0'],
    [{ interestAmount: '1e5' }, 'interestAmount', expect.any(String)],
    [{ currency: 'NGN' }, 'currency', 'must be one of USD, GHS, EUR, GBP'],
    [{ contactPreference: 'pigeon' }, 'contactPreference', 'must be email, phone or whatsapp'],
    [{ message: 'x'.repeat(501) }, 'message', 'must be at most 500 characters'],
    [{ projectId: 'abc' }, 'projectId', 'must be a positive integer id'],
  ])('refuses %# with a 400 on %s', async (overrides, field, reason) => {
    const res = await server.post('/api/chatbot/express-interest', interest(overrides), freshIp());
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ [field]: reason });
  });

  it('refuses a project that does not exist with a 404, recording nothing', async () => {
    const res = await server.post(
      '/api/chatbot/express-interest',
      interest({ userName: 'Ghost Project Visitor', projectId: 987654 }),
      freshIp(),
    );
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PROJECT.NOT_FOUND');
    const list = chatLeadListJson.parse(
      (await server.get('/api/admin/chat-leads?pageSize=100', bearer(admin.token))).body,
    );
    expect(list.leads.some((l) => l.name === 'Ghost Project Visitor')).toBe(false);
  });
});

describe('rate limits per IP', () => {
  it('answers 30 messages a minute from one address, then 429; another address is not affected', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await server.post('/api/chatbot/message', { message: 'Minimum?', history: [] }, ip)).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await server.post('/api/chatbot/message', { message: 'Minimum?', history: [] }, freshIp())).status).toBe(
      200,
    );
  });

  it('takes 5 interests in 10 minutes from one address, then 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await server.post('/api/chatbot/express-interest', interest({ userName: `Burst ${i}` }), ip)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
