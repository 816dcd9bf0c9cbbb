import { describe, expect, it } from 'vitest';
import {
  CHAT_LEAD_LIMITS,
  chatConversationRecord,
  markLeadContacted,
  readConversationTurns,
  type ChatLead,
  type ConversationTurn,
} from './chat-lead.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute));
const turn = (role: ConversationTurn['role'], text: string, minute: number): ConversationTurn => ({
  role,
  text,
  at: at(minute),
});

const lead: ChatLead = {
  id: 7,
  name: 'Kofi Asante',
  email: 'kofi@example.com',
  userId: null,
  firstMessage: 'Hello',
  lastMessage: 'Can I visit East Legon?',
  interestLevel: 'qualified',
  recentTurns: [],
  turnCount: 4,
  isContacted: false,
  contactedAt: null,
  createdAt: at(0),
  updatedAt: at(5),
};

describe('marking a chat lead contacted (accounts spec §4)', () => {
  it('sets contacted, the time and the level contacted', () => {
    const marked = markLeadContacted(lead, at(30));
    expect(marked.changed).toBe(true);
    expect(marked.lead).toEqual({
      ...lead,
      isContacted: true,
      contactedAt: at(30),
      interestLevel: 'contacted',
      updatedAt: at(30),
    });
  });

  it('leaves a lead already contacted as it is, and says nothing changed', () => {
    const first = markLeadContacted(lead, at(30)).lead;
    const again = markLeadContacted(first, at(45));
    expect(again.changed).toBe(false);
    expect(again.lead).toBe(first);
    expect(again.lead.contactedAt).toEqual(at(30));
  });
});

describe('recording a conversation', () => {
  it("takes the visitor's first and latest messages, trims, and reads blank name and email as none", () => {
    const record = chatConversationRecord({
      conversationKey: ' visit-1 ',
      name: '  ',
      email: ' Ama@Example.COM ',
      turns: [
        turn('assistant', 'Akwaaba! How can I help?', 0),
        turn('visitor', '  Do you have 3-bedroom units in Oyarifa? ', 1),
        turn('assistant', 'Yes, from $85,000.', 2),
        turn('visitor', '   ', 3),
        turn('visitor', 'What is the minimum co-buy?', 4),
      ],
    });
    expect(record).toEqual({
      ok: true,
      value: {
        conversationKey: 'visit-1',
        name: null,
        email: 'ama@example.com',
        userId: null,
        interestLevel: 'initial',
        turns: [
          turn('assistant', 'Akwaaba! How can I help?', 0),
          turn('visitor', 'Do you have 3-bedroom units in Oyarifa?', 1),
          turn('assistant', 'Yes, from $85,000.', 2),
          turn('visitor', 'What is the minimum co-buy?', 4),
        ],
        firstMessage: 'Do you have 3-bedroom units in Oyarifa?',
        lastMessage: 'What is the minimum co-buy?',
      },
    });
  });

  it('refuses a conversation without a visitor message, without a key, or beyond its bounds', () => {
    const problem = (input: Partial<Parameters<typeof chatConversationRecord>[0]>) => {
      const result = chatConversationRecord({ conversationKey: 'k', turns: [turn('visitor', 'Hi', 0)], ...input });
      return result.ok ? null : result.error;
    };
    expect(problem({})).toBeNull();
    expect(problem({ turns: [turn('assistant', 'Akwaaba!', 0)] })).toBe('no-visitor-message');
    expect(problem({ conversationKey: '  ' })).toBe('no-conversation-key');
    expect(problem({ name: 'x'.repeat(CHAT_LEAD_LIMITS.name + 1) })).toBe('name-too-long');
    expect(problem({ email: `${'x'.repeat(CHAT_LEAD_LIMITS.email)}@a.b` })).toBe('email-too-long');
    expect(problem({ turns: [turn('visitor', 'x'.repeat(CHAT_LEAD_LIMITS.turnText + 1), 0)] })).toBe('turn-too-long');
    expect(
      problem({ turns: Array.from({ length: CHAT_LEAD_LIMITS.turns + 1 }, (_, i) => turn('visitor', 'Hi', i % 60)) }),
    ).toBe('too-many-turns');
  });
});

describe('reading stored turns (accounts spec §3: invalid data reads as empty)', () => {
  it('reads turns and skips what is not a turn', () => {
    expect(
      readConversationTurns([
        { role: 'visitor', text: 'Hi', at: '2026-11-23T10:00:00.000Z' },
        { role: 'user', text: 'Old shape', at: '2026-11-23T10:00:00.000Z' },
        { role: 'assistant', text: 'Hello', at: 'yesterday' },
        'text',
        null,
        { role: 'assistant', text: 'Akwaaba', at: '2026-11-23T10:01:00.000Z' },
      ]),
    ).toEqual([turn('visitor', 'Hi', 0), turn('assistant', 'Akwaaba', 1)]);
    expect(readConversationTurns('not a list')).toEqual([]);
    expect(readConversationTurns(null)).toEqual([]);
  });
});
