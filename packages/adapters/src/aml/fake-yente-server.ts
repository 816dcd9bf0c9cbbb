import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AmlSubject, KycNationality } from '@cobuy/domain';
import { FAKE_AML_LISTED, fakeMatch } from './fake-aml-screening.js';

/** How the fake answers: normally, 503 (down), or not at all (hangs until the caller gives up). */
export type FakeYenteMode = 'normal' | 'down' | 'hang';

export interface FakeYenteRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

export interface FakeYenteServer {
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: FakeYenteRequest[];
  setMode(mode: FakeYenteMode): void;
  /** Answers this much later (normal mode): calls from several processes then overlap. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A stand-in for a yente instance (tests, and development against the HTTP adapter): `POST /match/{dataset}`
 * answers in yente's shape from the fake lists (fake-aml-screening.ts), with the switches the tests need.
 */
export async function startFakeYente(options: { port?: number; host?: string } = {}): Promise<FakeYenteServer> {
  let mode: FakeYenteMode = 'normal';
  let delayMs = 0;
  const requests: FakeYenteRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-yente');
      const text = await readBody(req);
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // recorded as null
      }
      requests.push({ path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body });
      if (mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (mode === 'down') return send(res, 503, { detail: 'The index is being rebuilt' });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const match = /^\/match\/([^/]+)$/.exec(url.pathname);
      if (req.method !== 'POST' || !match) return send(res, 404, { detail: 'Not found' });
      const queries = (body as { queries?: Record<string, { properties?: Record<string, string[]> }> } | null)?.queries;
      if (!queries || Object.keys(queries).length === 0) return send(res, 400, { detail: 'No queries provided.' });
      const threshold = Number(url.searchParams.get('threshold') ?? '0.7');
      const limit = Number(url.searchParams.get('limit') ?? '5');
      const responses = Object.fromEntries(
        Object.entries(queries).map(([key, example]) => {
          const subject: AmlSubject = {
            fullName: example.properties?.name?.[0] ?? '',
            dateOfBirth: example.properties?.birthDate?.[0] ?? '',
            nationality: (example.properties?.nationality?.[0] ?? 'other') as KycNationality,
          };
          const results = fakeMatch(subject, threshold)
            .slice(0, limit)
            .map((e) => {
              const listed = FAKE_AML_LISTED.find((p) => p.id === e.id)!;
              return {
                id: e.id,
                caption: e.caption,
                schema: 'Person',
                properties: {
                  name: [listed.name],
                  birthDate: [listed.birthDate],
                  nationality: [...listed.countries],
                  topics: [...listed.topics],
                },
                datasets: [...listed.datasets],
                score: e.score,
                match: e.match,
                features: { name_literal_match: e.score },
              };
            });
          return [key, { status: 200, results, total: { value: results.length, relation: 'eq' }, query: example }];
        }),
      );
      send(res, 200, { responses, matcher: {}, limit });
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
