import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

import type { WindowCounter } from '../shared-state/window-counter.js';

/**
 * @nestjs/throttler's storage interface on the shared window counter (memory or Redis): what
 * ThrottlerModule would use, so the guard can become ThrottlerGuard once the HTTP tests load it.
 * The block lasts as long as the window.
 */
export class CounterThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly counter: WindowCounter) {}

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
