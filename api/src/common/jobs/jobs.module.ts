import { Global, Module } from '@nestjs/common';

import { JobQueue } from './job-queue.service.js';

/** Global: any module sends background jobs and works its queues through JobQueue. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
