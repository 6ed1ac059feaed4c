import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CommonErrorCode, CommonException } from '../../errors/common.exception.js';
import { WINDOW_COUNTER, type WindowCounter } from '../shared-state/window-counter.js';
import { CounterThrottlerStorage } from './counter-throttler-storage.js';
import {
  RATE_LIMIT_METADATA,
  rateLimits,
  type RateLimit,
  type RateLimitName,
} from './rate-limits.js';

/**
 * Counts a route's requests per client address in fixed windows through the throttler storage
 * (Redis shared by every replica when REDIS_URL is set, else this process's memory); beyond the
 * limit 429 with `Retry-After`, in the caller's language.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limits: Record<RateLimitName, RateLimit>;
  private readonly storage: CounterThrottlerStorage;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(WINDOW_COUNTER) counter: WindowCounter,
  ) {
    this.limits = rateLimits(config);
    this.storage = new CounterThrottlerStorage(counter);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(
      RATE_LIMIT_METADATA,
      context.getHandler(),
    );
    if (!name) return true;
    const { limit, windowMs } = this.limits[name];
    const request = context.switchToHttp().getRequest<Request>();
    const client = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const record = await this.storage.increment(client, windowMs, limit, windowMs, name);
    if (!record.isBlocked) return true;
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Retry-After', String(record.timeToBlockExpire));
    throw new CommonException(CommonErrorCode.TOO_MANY_REQUESTS);
  }
}
