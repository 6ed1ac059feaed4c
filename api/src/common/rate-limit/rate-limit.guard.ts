import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';

import { CommonErrorCode, CommonException } from '../../errors/common.exception.js';

/**
 * @nestjs/throttler's guard, refusing as the rest of the api does: 429 with `Retry-After` (its
 * own header would carry the throttler's name) and the message in the caller's language.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    { timeToBlockExpire }: ThrottlerLimitDetail,
  ): Promise<void> {
    context
      .switchToHttp()
      .getResponse<Response>()
      .setHeader('Retry-After', String(timeToBlockExpire));
    throw new CommonException(CommonErrorCode.TOO_MANY_REQUESTS);
  }
}
