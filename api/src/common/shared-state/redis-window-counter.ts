import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import type { WindowCount, WindowCounter } from './window-counter.js';

// The client's key prefix (REDIS_PREFIX) comes first.
const PREFIX = 'count:';

// One round trip, atomic on the server: the first count of a window sets its expiry, so Redis
// forgets every key when its window ends (memory bounded by the keys counted in one window).
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return { count, left }`;

/**
 * Windows in Redis, shared by every replica. When Redis does not answer, counting is skipped
 * (requests pass) rather than refusing every visitor; readiness reports Redis down meanwhile.
 */
export class RedisWindowCounter implements WindowCounter {
  private readonly logger = new Logger(RedisWindowCounter.name);

  constructor(private readonly redis: Redis) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    try {
      const [count, msLeft] = (await this.redis.eval(INCREMENT, 1, PREFIX + key, windowMs)) as [
        number,
        number,
      ];
      return { count, msLeft };
    } catch (error) {
      this.unavailable(error);
      return { count: 0, msLeft: windowMs };
    }
  }

  async count(key: string): Promise<number> {
    try {
      return Number((await this.redis.get(PREFIX + key)) ?? 0);
    } catch (error) {
      this.unavailable(error);
      return 0;
    }
  }

  async clear(key: string): Promise<void> {
    try {
      await this.redis.del(PREFIX + key);
    } catch (error) {
      this.unavailable(error);
    }
  }

  private unavailable(error: unknown): void {
    this.logger.warn(`Redis did not count: ${String(error)}`);
  }
}
