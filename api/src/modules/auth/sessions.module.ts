import { Module } from '@nestjs/common';

import { SessionCheckService } from './services/session-check.service.js';

/** Whether a login still stands; used by the JWT strategy and by every change that ends one. */
@Module({ providers: [SessionCheckService], exports: [SessionCheckService] })
export class SessionsModule {}
