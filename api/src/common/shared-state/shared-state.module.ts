import { Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../redis/redis.module.js';
import { MemoryWindowCounter } from './memory-window-counter.js';
import { PublicListsChanges } from './public-lists-changes.js';
import { RedisWindowCounter } from './redis-window-counter.js';
import { WINDOW_COUNTER, type WindowCounter } from './window-counter.js';

const windowCounter = {
  provide: WINDOW_COUNTER,
  inject: [REDIS],
  useFactory: (redis: Redis | null): WindowCounter =>
    redis ? new RedisWindowCounter(redis) : new MemoryWindowCounter(),
};

/** State the replicas share through Redis when it is configured: counters and list changes. */
@Global()
@Module({
  providers: [windowCounter, PublicListsChanges],
  exports: [windowCounter, PublicListsChanges],
})
export class SharedStateModule {}
