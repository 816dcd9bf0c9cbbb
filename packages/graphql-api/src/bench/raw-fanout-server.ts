import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The fan-out floor (fanout-bench.ts): a plain `ws` server on node:http. A client connects to `/?user=<id>`; a
 * `POST /broadcast` of `[{ userId, data }]` sends each `{ type: 'notification', data }` to every socket of that
 * user, the JSON made once per payload. No database, no auth, no GraphQL: what pushing the same payloads to the
 * same sockets costs at the least. Started as a child process by the bench; reads PORT and HOST.
 */

const sockets = new Map<number, Set<WebSocket>>();

const server = createServer((req, res) => {
  if (req.url === '/readyz') {
    res.end('ready');
    return;
  }
  if (req.method !== 'POST' || req.url !== '/broadcast') {
    res.statusCode = 404;
    res.end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const payloads = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { userId: number; data: unknown }[];
    for (const { userId, data } of payloads) {
      const text = JSON.stringify({ type: 'notification', data });
      for (const ws of sockets.get(userId) ?? []) ws.send(text);
    }
    res.end();
  });
});

const wss = new WebSocketServer({ server });
wss.on('connection', (ws, request) => {
  const userId = Number(new URL(request.url ?? '/', 'http://raw').searchParams.get('user'));
  const mine = sockets.get(userId) ?? new Set<WebSocket>();
  sockets.set(userId, mine);
  mine.add(ws);
  ws.on('close', () => mine.delete(ws));
});

server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  for (const ws of wss.clients) ws.terminate();
  server.close(() => process.exit(0));
});
