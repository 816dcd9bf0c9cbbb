import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantAnswerJson } from '../src/openapi/assistant-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { freshIp } from './support/accounts-helpers.js';

/*
 * The optional language model (issue 21 item 2), as a fake OpenAI-compatible server over real HTTP. Its answer
 * is used only when it names nothing outside the facts it was given; a model that invents a project, a price
 * or a percentage, fails, or is too slow is replaced by the built-in answer. The prompt carries the retrieved
 * facts and the conversation, and no personal data.
 */

type Mode = 'faithful' | 'invents-project' | 'wrong-price' | 'invents-percentage' | 'slow' | 'error';
let mode: Mode = 'faithful';
const received: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] =
  [];

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof received)[number]['body'];
};

const fake = createServer((req, res) => {
  void (async () => {
    const body = await readBody(req);
    received.push({ authorization: req.headers.authorization, body });
    const system = body.messages[0]!.content;
    const draft = system.slice(system.indexOf('(keep its figures):\n') + '(keep its figures):\n'.length);
    const reply = (content: string) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    };
    if (req.url !== '/v1/chat/completions') {
      res.statusCode = 404;
      res.end();
    } else if (mode === 'faithful') reply(`Good question! ${draft}`);
    else if (mode === 'invents-project') reply('You could look at Kumasi Gold Heights, a great new project. ' + draft);
    else if (mode === 'wrong-price') reply('East Legon Heights starts at only $4,000.00.');
    else if (mode === 'invents-percentage') reply('East Legon Heights returns a guaranteed 40% a year.');
    else if (mode === 'slow') setTimeout(() => reply(draft), 3000);
    else {
      res.statusCode = 500;
      res.end('boom');
    }
  })();
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const server = useTestServer({
  env: {
    ASSISTANT_MODEL_URL: fakeUrl,
    ASSISTANT_MODEL: 'fake-chat-1',
    ASSISTANT_MODEL_KEY: 'sk-test-key',
    ASSISTANT_MODEL_TIMEOUT_MS: '800',
  },
});

beforeEach(() => {
  received.length = 0;
});

async function ask(message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) {
  const res = await server.post('/api/chatbot/message', { message, history }, freshIp());
  expect(res.status).toBe(200);
  return assistantAnswerJson.parse(res.body);
}

const QUESTION = 'What can I get in East Legon for $5,000?';

describe('the language model words the answer, within the facts', () => {
  let builtIn: string;
  it('uses a faithful answer, with the built-in buttons', async () => {
    mode = 'faithful';
    const answer = await ask(QUESTION);
    expect(answer.response).toMatch(/^Good question! With \$5,000\.00 in East Legon/);
    expect(answer.actions.some((a) => a.type === 'invest' && a.projectTitle === 'East Legon Heights')).toBe(true);
    builtIn = answer.response.replace(/^Good question! /, '');
    expect(received).toHaveLength(1);
    expect(received[0]!.body.model).toBe('fake-chat-1');
    expect(received[0]!.authorization).toBe('Bearer sk-test-key');
  });

  it.each([
    ['invents-project', 'a project that does not exist'],
    ['wrong-price', 'a price that is not the catalog’s'],
    ['invents-percentage', 'a percentage that is not in the facts'],
    ['slow', 'no answer within the timeout'],
    ['error', 'an error status'],
  ] as const)('falls back to the built-in answer when the model gives %s (%s)', async (m) => {
    mode = m;
    const answer = await ask(QUESTION);
    expect(received).toHaveLength(1);
    expect(answer.response).toBe(builtIn);
    expect(answer.response).not.toMatch(/Kumasi|\$4,000\.00|40%/);
  });

  it('sends the retrieved facts and the conversation, and nothing personal', async () => {
    mode = 'faithful';
    await server.post(
      '/api/chatbot/message',
      {
        message: 'and in Tema?',
        history: [{ role: 'user', content: 'I have $2,000' }],
        conversationId: 'conv-model-1234',
      },
      { 'x-forwarded-for': '198.51.100.77' },
    );
    const messages = received[0]!.body.messages;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(messages[0]!.content).toContain('"Tema Community 25 Terraces"');
    expect(messages[0]!.content).not.toContain('"East Legon Heights"');
    expect(messages.slice(1).map((m) => m.content)).toEqual(['I have $2,000', 'and in Tema?']);
    const everything = JSON.stringify(received[0]!.body);
    expect(everything).not.toContain('198.51.100.77');
    expect(everything).not.toContain('conv-model-1234');
  });
});
