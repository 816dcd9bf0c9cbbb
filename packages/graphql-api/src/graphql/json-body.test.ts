import express from 'express';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonBodyReader } from './json-body.js';

/*
 * The front door's body reader: it reads the common body itself and leaves every other one to express.json,
 * whose answers the front door's tests compare (test/known-query-lane.test.ts). Here: which one read what.
 */

const LIMIT = 1024;
const parser = vi.fn(express.json({ limit: LIMIT }));
let server: Server;
let url: string;

beforeAll(async () => {
  const read = jsonBodyReader(parser, LIMIT);
  server = createServer((req, res) => {
    read(req, res, (error?: unknown) => {
      const status = (error as { status?: number } | undefined)?.status ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(error ? { error: (error as Error).message } : { body: (req as { body?: unknown }).body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function send(body: string, headers: Record<string, string> = {}) {
  parser.mockClear();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, answer: (await response.json()) as unknown, parsed: parser.mock.calls.length };
}

describe('the front door body reader', () => {
  it('reads a plain JSON object or array itself', async () => {
    expect(await send('{"query": "{ a }", "n": [1, 2]}')).toEqual({
      status: 200,
      answer: { body: { query: '{ a }', n: [1, 2] } },
      parsed: 0,
    });
    expect(await send('[{"a": 1}]', { 'content-type': 'application/json; charset=utf-8' })).toEqual({
      status: 200,
      answer: { body: [{ a: 1 }] },
      parsed: 0,
    });
  });

  it("gives the parser the same bytes when it cannot read them, and takes the parser's body or error", async () => {
    expect(await send('\uFEFF{"a": 1}')).toEqual({ status: 200, answer: { body: { a: 1 } }, parsed: 1 });
    expect(await send('{"a": ')).toMatchObject({ status: 400, parsed: 1 });
    expect(await send('"text"')).toMatchObject({ status: 400, parsed: 1 });
  });

  it('leaves to the parser what it does not read: past the limit, other charsets and encodings', async () => {
    expect(await send(JSON.stringify({ pad: 'x'.repeat(LIMIT) }))).toMatchObject({ status: 413, parsed: 1 });
    expect(await send('{}', { 'content-type': 'application/json; charset=latin1' })).toMatchObject({
      status: 415,
      parsed: 1,
    });
    expect(await send('{}', { 'content-type': 'application/vnd.api+json' })).toMatchObject({ parsed: 1 });
  });

  it('reports a body the client abandoned as a 400, not an internal error', async () => {
    const reader = jsonBodyReader(parser, LIMIT);
    const { Readable } = await import('node:stream');
    const req = Object.assign(new Readable({ read() {} }), {
      headers: { 'content-type': 'application/json', 'content-length': '10' },
    }) as unknown as IncomingMessage;
    const next = vi.fn();
    reader(req, {} as never, next);
    req.push(Buffer.from('{"a"'));
    req.destroy(new Error('socket hang up'));
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next.mock.calls[0]![0]).toMatchObject({ status: 400, type: 'request.aborted' });
  });
});
