import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibreTranslateService } from './libre-translate.js';

/** A stand-in LibreTranslate: records each request, answers what the test sets. */
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
const requests: { url: string; body: unknown }[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body: JSON.parse(text) });
      setTimeout(
        () => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body),
        answer.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('LibreTranslate adapter', () => {
  it('posts the text from English to the target with the key, and reads translatedText', async () => {
    answer = { status: 200, body: JSON.stringify({ translatedText: 'Bonjour' }) };
    const service = new LibreTranslateService({ url, apiKey: 'secret' });
    expect(await service.translate('Hello', 'fr', new AbortController().signal)).toBe('Bonjour');
    expect(requests.at(-1)).toEqual({
      url: '/translate',
      body: { q: 'Hello', source: 'en', target: 'fr', format: 'text', api_key: 'secret' },
    });
  });

  it('rejects an HTTP error, an answer without translatedText, and an aborted request', async () => {
    const service = new LibreTranslateService({ url });
    answer = { status: 400, body: JSON.stringify({ error: 'sw is not supported' }) };
    await expect(service.translate('Hello', 'sw', new AbortController().signal)).rejects.toThrow(/HTTP 400/);
    answer = { status: 200, body: JSON.stringify({ text: 'x' }) };
    await expect(service.translate('Hello', 'fr', new AbortController().signal)).rejects.toThrow(/translatedText/);
    answer = { status: 200, body: JSON.stringify({ translatedText: 'late' }), delayMs: 500 };
    await expect(service.translate('Hello', 'fr', AbortSignal.timeout(50))).rejects.toThrow();
    expect('api_key' in (requests.at(-1)!.body as object)).toBe(false);
  });
});
