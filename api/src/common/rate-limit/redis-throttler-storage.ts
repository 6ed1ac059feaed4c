import type { ThrottlerStorage } from '@nestjs/throttler';

import type { RedisWindowCounter } from '../shared-state/redis-window-counter.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage on the Redis window counter, so every replica counts a client
 * alike. The window starts with the first request; a refusal lasts until the window ends.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly counter: RedisWindowCounter) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const { count, msLeft } = await this.counter.increment(`rate:${throttlerName}:${key}`, ttl);
    const timeToExpire = Math.ceil(msLeft / 1000);
    const isBlocked = count > limit;
    return {
      totalHits: count,
      timeToExpire,
      isBlocked,
      timeToBlockExpire: isBlocked ? timeToExpire : 0,
    };
  }
}
