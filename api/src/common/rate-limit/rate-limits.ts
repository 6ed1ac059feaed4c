import { minutes, type ThrottlerOptions } from '@nestjs/throttler';

import type { AppConfig } from '../../config/app-config.js';

/** The calls limited per client address, each a named throttler with its own count. */
export const RATE_LIMIT_NAMES = ['login', 'reset-password', 'order', 'wallet-link'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/**
 * Requests per client address and window: logins (wrong passwords are limited per account as
 * well), password-reset mails, public orders and new wallet links (limited per e-mail as well).
 * Each route names its limit with `RateLimited`.
 */
export function rateLimits(config: AppConfig): (ThrottlerOptions & { name: RateLimitName })[] {
  return [
    { name: 'login', limit: config.loginRateLimit, ttl: minutes(1) },
    { name: 'reset-password', limit: config.resetPasswordRateLimit, ttl: minutes(15) },
    { name: 'order', limit: config.orderRateLimit, ttl: minutes(1) },
    { name: 'wallet-link', limit: config.walletLinkRateLimit, ttl: minutes(15) },
  ];
}
