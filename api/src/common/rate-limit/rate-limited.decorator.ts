import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';

import { RateLimitGuard } from './rate-limit.guard.js';
import { RATE_LIMIT_NAMES, type RateLimitName } from './rate-limits.js';

/** Counts the route's requests per client against the limit `name` only; beyond it 429. */
export const RateLimited = (name: RateLimitName) =>
  applyDecorators(
    SkipThrottle(Object.fromEntries(RATE_LIMIT_NAMES.map((other) => [other, other !== name]))),
    UseGuards(RateLimitGuard),
  );
