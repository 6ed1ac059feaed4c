import { ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { attemptCounters } from './attempt-counters.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';
import { rateLimits } from './rate-limits.js';

/**
 * The named limits from the configuration, counted in Redis when REDIS_URL is set (shared by
 * the replicas), else in @nestjs/throttler's memory storage. Headers are set by the guard.
 */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  inject: [APP_CONFIG, REDIS],
  useFactory: (config: AppConfig, redis: Redis | null) => ({
    throttlers: rateLimits(config),
    ...(redis && { storage: new RedisThrottlerStorage(attemptCounters(redis)) }),
    setHeaders: false,
  }),
});
