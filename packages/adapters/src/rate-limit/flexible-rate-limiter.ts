import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitDecision, RateLimitPolicy, RateLimiter } from '@cobuy/domain';

/**
 * The rate-limit port on rate-limiter-flexible: in process memory by default, in Redis when a client is
 * given (several server processes then share one count). With Redis, an in-memory limiter stands in
 * while Redis is unreachable ("insurance"), so an outage neither opens the gates nor takes sign-in down.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly redis?: Redis,
    private readonly namespace = 'cobuy:rl',
  ) {}

  private limiter(policy: RateLimitPolicy): RateLimiterAbstract {
    const id = `${policy.name}:${policy.points}:${policy.durationSeconds}:${policy.blockSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = {
        keyPrefix: `${this.namespace}:${policy.name}`,
        points: policy.points,
        duration: policy.durationSeconds,
        blockDuration: policy.blockSeconds,
      };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async peek(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    const res = await this.limiter(policy).get(key);
    if (res && res.consumedPoints >= policy.points && res.msBeforeNext > 0) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    }
    return { allowed: true, remaining: Math.max(0, policy.points - (res?.consumedPoints ?? 0)) };
  }

  async consume(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    try {
      const res = await this.limiter(policy).consume(key);
      return { allowed: true, remaining: res.remainingPoints };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      throw rejection;
    }
  }

  async reset(policy: RateLimitPolicy, key: string): Promise<void> {
    await this.limiter(policy).delete(key);
  }
}

/** `REDIS_URL` set: a Redis-backed limiter (and the client, to close on shutdown); otherwise memory. */
export function createRateLimiter(redisUrl: string | undefined): {
  limiter: FlexibleRateLimiter;
  close(): Promise<void>;
} {
  if (!redisUrl) return { limiter: new FlexibleRateLimiter(), close: async () => undefined };
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', () => undefined); // ioredis reconnects by itself; the insurance limiter covers the gap
  return {
    limiter: new FlexibleRateLimiter(redis),
    close: async () => {
      redis.disconnect();
    },
  };
}
