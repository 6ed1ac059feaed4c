import { Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../redis/redis.module.js';
import { ATTEMPT_COUNTERS, attemptCounters } from '../rate-limit/attempt-counters.js';
import { PublicListsChanges } from './public-lists-changes.js';

const counters = {
  provide: ATTEMPT_COUNTERS,
  inject: [REDIS],
  useFactory: (redis: Redis | null) => attemptCounters(redis),
};

/** State the replicas share through Redis when it is configured: counters and list changes. */
@Global()
@Module({
  providers: [counters, PublicListsChanges],
  exports: [counters, PublicListsChanges],
})
export class SharedStateModule {}
