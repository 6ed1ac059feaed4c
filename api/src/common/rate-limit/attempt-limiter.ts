import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Counts failed attempts per key in a window that starts with the first failure; at the limit
 * the caller gets the limiter's refusal (a 429). The counts live in the shared counters (Redis,
 * or this process's memory), so every replica refuses the same key.
 */
export class AttemptLimiter {
  constructor(
    private readonly counter: RateLimiterAbstract,
    private readonly refusal: () => Error,
  ) {}

  async assertAllowed(key: string): Promise<void> {
    const counted = await this.counter.get(key);
    if ((counted?.consumedPoints ?? 0) >= this.counter.points) throw this.refusal();
  }

  async record(key: string): Promise<void> {
    await this.counter.penalty(key);
  }

  async clear(key: string): Promise<void> {
    await this.counter.delete(key);
  }
}
