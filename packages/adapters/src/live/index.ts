import type { LiveUpdates } from '@cobuy/domain';
import type { Database } from '../persistence/orm.js';
import { InProcessLiveUpdates } from './in-process-live-updates.js';
import { RedisLiveUpdates } from './redis-live-updates.js';
import { liveChannelName } from './sql-live-relay.unit-of-work.js';

export { SqlLiveRelayUnitOfWork } from './sql-live-relay.unit-of-work.js';

/** `REDIS_URL` set: live messages cross processes over Redis pub/sub; otherwise they stay in this process. */
export function createLiveUpdates(
  db: Database,
  redisUrl: string | undefined,
  log: { error(message: string, error?: unknown): void; info(message: string): void },
): { live: LiveUpdates; start(): Promise<void>; stop(): Promise<void> } {
  if (!redisUrl) {
    const live = new InProcessLiveUpdates((error) => log.error('Live updates: a listener failed.', error));
    return { live, start: async () => undefined, stop: async () => undefined };
  }
  const live = new RedisLiveUpdates(redisUrl, () => liveChannelName(db), log);
  return { live, start: () => live.start(), stop: () => live.stop() };
}
