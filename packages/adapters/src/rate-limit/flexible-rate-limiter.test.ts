import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { RateLimitPolicy } from '@cobuy/domain';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';

const policy: RateLimitPolicy = { name: 'signin-account', points: 3, durationSeconds: 60, blockSeconds: 120 };

/** The same contract, in memory and in Redis. */
function contract(make: () => FlexibleRateLimiter) {
  it('allows `points` events, then refuses with the time to wait', async () => {
    const limiter = make();
    const key = `k-${randomUUID()}`;
    expect(await limiter.consume(policy, key)).toEqual({ allowed: true, remaining: 2 });
    expect(await limiter.consume(policy, key)).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.consume(policy, key)).toEqual({ allowed: true, remaining: 0 });
    const over = await limiter.consume(policy, key);
    expect(over).toEqual({ allowed: false, retryAfterSeconds: 120 });
  });

  it('decides parallel events atomically: exactly `points` of 25 get through', async () => {
    const limiter = make();
    const key = `p-${randomUUID()}`;
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.consume(policy, key)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
  });

  it('counts keys and policies apart, gives an event back, and forgets a key on reset', async () => {
    const limiter = make();
    const a = `a-${randomUUID()}`;
    const b = `b-${randomUUID()}`;
    for (let i = 0; i < 2; i++) await limiter.consume(policy, a);
    await limiter.giveBack(policy, a);
    expect(await limiter.consume(policy, a)).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.consume(policy, a)).toEqual({ allowed: true, remaining: 0 });
    expect((await limiter.consume(policy, a)).allowed).toBe(false);
    expect((await limiter.consume(policy, b)).allowed).toBe(true);
    expect((await limiter.consume({ ...policy, name: 'signin-ip' }, a)).allowed).toBe(true);
    await limiter.reset(policy, a);
    expect(await limiter.consume(policy, a)).toEqual({ allowed: true, remaining: 2 });
  });

  it('lets the key in again once the window has passed', async () => {
    const limiter = make();
    const short: RateLimitPolicy = { name: 'short', points: 1, durationSeconds: 1, blockSeconds: 1 };
    const key = `s-${randomUUID()}`;
    await limiter.consume(short, key);
    expect((await limiter.consume(short, key)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.consume(short, key)).allowed).toBe(true);
  });
}

describe('rate limiter in memory', () => {
  contract(() => new FlexibleRateLimiter());
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
redis.on('error', () => undefined);
const redisAvailable = await redis.connect().then(
  () => true,
  () => false,
);
if (!redisAvailable && process.env.REDIS_URL) throw new Error(`REDIS_URL is set but ${redisUrl} does not answer`);

describe.skipIf(!redisAvailable)('rate limiter in Redis', () => {
  const namespace = `cobuy-test:${randomUUID()}`;
  afterAll(async () => {
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  contract(() => new FlexibleRateLimiter(redis, namespace));

  it('shares one count between server processes', async () => {
    const one = new FlexibleRateLimiter(redis, namespace);
    const two = new FlexibleRateLimiter(redis, namespace);
    const key = `shared-${randomUUID()}`;
    await one.consume(policy, key);
    await two.consume(policy, key);
    await one.consume(policy, key);
    expect((await two.consume(policy, key)).allowed).toBe(false);
  });

  it('keeps a locked account locked when Redis goes away (the in-process count holds)', async () => {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 0, enableOfflineQueue: false });
    client.on('error', () => undefined);
    await new Promise<void>((resolve) => client.once('ready', () => resolve()));
    const errors: unknown[] = [];
    const limiter = new FlexibleRateLimiter(client, namespace, (e) => errors.push(e));
    const key = `lock-${randomUUID()}`;
    for (let i = 0; i < 4; i++) await limiter.consume(policy, key);
    client.disconnect();
    const whileDown = await limiter.consume(policy, key);
    expect(whileDown.allowed).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('keeps limiting in memory while Redis is unreachable', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    dead.on('error', () => undefined);
    const limiter = new FlexibleRateLimiter(dead, namespace);
    const key = `down-${randomUUID()}`;
    for (let i = 0; i < 3; i++) expect((await limiter.consume(policy, key)).allowed).toBe(true);
    expect((await limiter.consume(policy, key)).allowed).toBe(false);
    dead.disconnect();
  });
});
