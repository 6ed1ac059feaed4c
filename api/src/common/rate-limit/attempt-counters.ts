import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
} from 'rate-limiter-flexible';

/** A count of `points` per key in windows of `windowMs` that start with the key's first count. */
export type AttemptCounters = (
  name: string,
  points: number,
  windowMs: number,
) => RateLimiterAbstract;

/** Nest injection token of the configured counters. */
export const ATTEMPT_COUNTERS = Symbol('ATTEMPT_COUNTERS');

/**
 * rate-limiter-flexible's counters: in Redis when it is configured, shared by every replica, each
 * key expiring with its window; in this process's memory otherwise. When Redis does not answer,
 * a replica counts in its own memory meanwhile (the library's insurance limiter) rather than
 * refusing or letting everyone through.
 */
export function attemptCounters(redis: Redis | null): AttemptCounters {
  return (name, points, windowMs) => {
    const options = { keyPrefix: name, points, duration: Math.ceil(windowMs / 1000) };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
}
