import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CommonErrorCode, CommonException } from '../../errors/common.exception.js';
import {
  RATE_LIMIT_METADATA,
  rateLimits,
  type RateLimit,
  type RateLimitName,
} from './rate-limits.js';

interface Window {
  startedAt: number;
  count: number;
}

/** Keeps the map small: beyond this many clients, finished windows are forgotten. */
const FORGET_ABOVE = 10_000;

/**
 * Counts a route's requests per client address in fixed windows, in this process's memory (with
 * several api replicas each counts its own share); beyond the limit 429 with `Retry-After`, in
 * the caller's language.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limits: Record<RateLimitName, RateLimit>;
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = rateLimits(config);
  }

  canActivate(context: ExecutionContext): boolean {
    const name = this.reflector.get<RateLimitName | undefined>(
      RATE_LIMIT_METADATA,
      context.getHandler(),
    );
    if (!name) return true;
    const { limit, windowMs } = this.limits[name];
    const request = context.switchToHttp().getRequest<Request>();
    const key = `${name}|${request.ip ?? request.socket.remoteAddress ?? 'unknown'}`;
    const now = Date.now();
    this.forgetFinishedWindows(now);
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return true;
    }
    window.count += 1;
    if (window.count <= limit) return true;
    const retryAfter = Math.ceil((window.startedAt + windowMs - now) / 1000);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new CommonException(CommonErrorCode.TOO_MANY_REQUESTS);
  }

  private forgetFinishedWindows(now: number): void {
    if (this.windows.size < FORGET_ABOVE) return;
    for (const [key, window] of this.windows) {
      const name = key.slice(0, key.indexOf('|')) as RateLimitName;
      if (now - window.startedAt >= this.limits[name].windowMs) this.windows.delete(key);
    }
  }
}
