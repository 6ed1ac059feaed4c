import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import type { AttemptCounters } from './attempt-counters.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage on rate-limiter-flexible's Redis counters, so every replica counts
 * a client alike (the Redis storage on npm, `@nest-lab/throttler-storage-redis`, peers only up to
 * NestJS 11). The window starts with the first request; a refusal lasts until the window ends.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly counters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly counterOf: AttemptCounters) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const { consumedPoints, msBeforeNext } = await this.counter(throttlerName, limit, ttl).penalty(
      key,
    );
    const timeToExpire = Math.ceil(msBeforeNext / 1000);
    const isBlocked = consumedPoints > limit;
    return {
      totalHits: consumedPoints,
      timeToExpire,
      isBlocked,
      timeToBlockExpire: isBlocked ? timeToExpire : 0,
    };
  }

  private counter(name: string, limit: number, ttl: number): RateLimiterAbstract {
    const id = `rate:${name}:${ttl}`;
    let counter = this.counters.get(id);
    if (!counter) {
      counter = this.counterOf(id, limit, ttl);
      this.counters.set(id, counter);
    }
    return counter;
  }
}
