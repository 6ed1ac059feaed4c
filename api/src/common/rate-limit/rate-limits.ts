import type { AppConfig } from '../../config/app-config.js';

const MINUTE_MS = 60_000;

/** The metadata key `RateLimited` sets on a route. */
export const RATE_LIMIT_METADATA = 'gb:rate-limit';

/** The calls limited per client address, each with its own count. */
export type RateLimitName = 'login' | 'reset-password' | 'order';

export interface RateLimit {
  /** Requests a client may send per window. */
  limit: number;
  windowMs: number;
}

/**
 * Requests per client address and window: logins (wrong passwords are limited per account as
 * well), password-reset mails and public orders. Each route names its limit with `RateLimited`.
 */
export function rateLimits(config: AppConfig): Record<RateLimitName, RateLimit> {
  return {
    login: { limit: config.loginRateLimit, windowMs: MINUTE_MS },
    'reset-password': { limit: config.resetPasswordRateLimit, windowMs: 15 * MINUTE_MS },
    order: { limit: config.orderRateLimit, windowMs: MINUTE_MS },
  };
}
