import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './conversation';
import { historyToSend } from './conversation';
import { fallbackTopic } from './local-fallback';

let next = 0;
const user = (content: string): ChatMessage => ({ id: next++, role: 'user', content, actions: [] });
const assistant = (content: string, local = false): ChatMessage => ({
  id: next++,
  role: 'assistant',
  content,
  actions: [],
  ...(local ? { local } : {}),
});

describe('the local fallback (investor spec §7, §9)', () => {
  it("answers the topic of the visitor's latest message", () => {
    expect(fallbackTopic([user('What projects are in Accra?'), assistant('…'), user('How do I pay?')])).toBe('payment');
    expect(fallbackTopic([user('Comment vérifier mon identité ?')])).toBe('kyc');
    expect(fallbackTopic([user('¿Cuál es la inversión mínima?')])).toBe('minimum');
    expect(fallbackTopic([user('Was ist die Rendite?')])).toBe('returns');
    expect(fallbackTopic([user('ما هي المخاطر؟')])).toBe('risk');
  });

  it('goes back to an earlier message of the last 4 when the latest has no keyword', () => {
    expect(fallbackTopic([user('Tell me about KYC'), assistant('…'), user('ok thanks')])).toBe('kyc');
  });

  it('reads only the last 4 messages', () => {
    const old = [user('What about KYC?'), assistant('a'), user('hello'), assistant('b'), user('hm'), assistant('c')];
    expect(fallbackTopic(old)).toBeNull();
  });

  it('ignores the words of the answers', () => {
    expect(fallbackTopic([assistant('Payment is due within 7 days'), user('hello')])).toBeNull();
  });
});

describe('the history sent with a question (investor spec §9)', () => {
  it('is the last 6 messages, without the greeting and replies made in the browser', () => {
    const messages = [
      assistant('Hello! Ask me anything.', true),
      user('q1'),
      assistant('a1'),
      user('q2'),
      assistant('offline reply', true),
      user('q3'),
      assistant('a3'),
      user('q4'),
      assistant('a4'),
    ];
    expect(historyToSend(messages)).toEqual([
      { role: 'assistant', content: 'a1' },
      { role: 'user', content: 'q2' },
      { role: 'user', content: 'q3' },
      { role: 'assistant', content: 'a3' },
      { role: 'user', content: 'q4' },
      { role: 'assistant', content: 'a4' },
    ]);
  });
});
