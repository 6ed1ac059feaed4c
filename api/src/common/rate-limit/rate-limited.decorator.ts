import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';

import { RateLimitGuard } from './rate-limit.guard.js';
import { RATE_LIMIT_METADATA, type RateLimitName } from './rate-limits.js';

/** Counts the route's requests per client against the limit `name`; beyond it 429. */
export const RateLimited = (name: RateLimitName) =>
  applyDecorators(SetMetadata(RATE_LIMIT_METADATA, name), UseGuards(RateLimitGuard));
