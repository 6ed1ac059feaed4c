import {
  type CanActivate,
  type ExecutionContext,
  HttpStatus,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';

import { ApiException } from '../../../common/api-exception.js';
import { API_MESSAGE } from '../../../common/api-message-keys.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';

const WINDOW_MS = 60_000;

/**
 * At most ORDER_RATE_LIMIT public orders per client address and minute (fixed window), so a
 * script cannot flood the order book or the buyers' mailboxes; the rest get 429.
 */
@Injectable()
export class OrderRateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const client = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const now = Date.now();
    this.forgetOldWindows(now);
    const window = this.windows.get(client);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      this.windows.set(client, { startedAt: now, count: 1 });
      return true;
    }
    window.count += 1;
    if (window.count > this.config.orderRateLimit) {
      const retryAfter = Math.ceil((window.startedAt + WINDOW_MS - now) / 1000);
      context.switchToHttp().getResponse().setHeader('Retry-After', String(retryAfter));
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, API_MESSAGE.tooManyRequests);
    }
    return true;
  }

  /** Keeps the map small: windows older than a minute no longer count. */
  private forgetOldWindows(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [client, window] of this.windows) {
      if (now - window.startedAt >= WINDOW_MS) this.windows.delete(client);
    }
  }
}
