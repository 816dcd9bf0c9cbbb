import type { WebSocket, WebSocketServer } from 'ws';

/**
 * Drops dead connections: every `intervalMs` each socket of `wss` is pinged, and one that has not answered the
 * previous ping (a phone that left coverage, a half-open TCP connection) is terminated, which frees its places in
 * the socket caps. Browsers answer pings by themselves. Returns the function that stops it.
 */
export function keepSocketsAlive(wss: WebSocketServer, intervalMs: number): () => void {
  const alive = new WeakMap<WebSocket, boolean>();
  wss.on('connection', (ws: WebSocket) => {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
  });
  const timer = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
