import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitDecision, RateLimitPolicy, RateLimiter } from '@cobuy/domain';

type PolicyLimiters = { readonly local: RateLimiterMemory; readonly shared?: RateLimiterRedis };

/** A rejection from rate-limiter-flexible is a decision; anything else (Redis unreachable) is an error. */
async function decide(consumed: Promise<RateLimiterRes>): Promise<RateLimitDecision> {
  try {
    const res = await consumed;
    return { allowed: true, remaining: res.remainingPoints };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

function stricter(a: RateLimitDecision, b: RateLimitDecision): RateLimitDecision {
  if (!a.allowed && !b.allowed) return a.retryAfterSeconds >= b.retryAfterSeconds ? a : b;
  if (!a.allowed) return a;
  if (!b.allowed) return b;
  return a.remaining <= b.remaining ? a : b;
}

/**
 * The rate-limit port on rate-limiter-flexible. Every event is counted in process memory; with Redis it is
 * also counted there, so several server processes share one count. The decision is the stricter of the two:
 * while Redis is unreachable (or after it restarted empty) the in-process count still holds, so an account
 * locked here stays locked and an outage never opens the gates. Each `consume` is one atomic step in both
 * stores (synchronous in memory, one script in Redis).
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, PolicyLimiters>();

  constructor(
    private readonly redis?: Redis,
    private readonly namespace = 'cobuy:rl',
    private readonly onRedisError: (error: unknown) => void = () => undefined,
  ) {}

  private limitersFor(policy: RateLimitPolicy): PolicyLimiters {
    const id = `${policy.name}:${policy.points}:${policy.durationSeconds}:${policy.blockSeconds}`;
    let limiters = this.limiters.get(id);
    if (!limiters) {
      const options = {
        keyPrefix: `${this.namespace}:${policy.name}`,
        points: policy.points,
        duration: policy.durationSeconds,
        blockDuration: policy.blockSeconds,
      };
      limiters = {
        local: new RateLimiterMemory(options),
        shared: this.redis
          ? new RateLimiterRedis({ ...options, storeClient: this.redis, rejectIfRedisNotReady: true })
          : undefined,
      };
      this.limiters.set(id, limiters);
    }
    return limiters;
  }

  /** Runs `work` on Redis; on a Redis failure reports it and answers undefined (memory decides alone). */
  private async onShared<T>(shared: RateLimiterAbstract | undefined, work: (l: RateLimiterAbstract) => Promise<T>) {
    if (!shared) return undefined;
    try {
      return await work(shared);
    } catch (error) {
      this.onRedisError(error);
      return undefined;
    }
  }

  async consume(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    const { local, shared } = this.limitersFor(policy);
    const inProcess = await decide(local.consume(key));
    const everywhere = await this.onShared(shared, (l) => decide(l.consume(key)));
    return everywhere ? stricter(inProcess, everywhere) : inProcess;
  }

  async giveBack(policy: RateLimitPolicy, key: string): Promise<void> {
    const { local, shared } = this.limitersFor(policy);
    await local.reward(key, 1);
    await this.onShared(shared, (l) => l.reward(key, 1));
  }

  async reset(policy: RateLimitPolicy, key: string): Promise<void> {
    const { local, shared } = this.limitersFor(policy);
    await local.delete(key);
    await this.onShared(shared, (l) => l.delete(key));
  }
}

/** `REDIS_URL` set: a Redis-backed limiter (and the client, to close on shutdown); otherwise memory. */
export function createRateLimiter(redisUrl: string | undefined): {
  limiter: FlexibleRateLimiter;
  close(): Promise<void>;
} {
  if (!redisUrl) return { limiter: new FlexibleRateLimiter(), close: async () => undefined };
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', () => undefined); // ioredis reconnects by itself; the in-process count covers the gap
  return {
    limiter: new FlexibleRateLimiter(redis),
    close: async () => {
      redis.disconnect();
    },
  };
}
