import { Body, Controller, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  changePasswordSchema,
  resetPasswordSchema,
  type ChangePasswordAnswer,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
} from '@gb/contracts';

import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { Public } from '../../../common/auth/public.decorator.js';
import { localeFromAcceptLanguage } from '../../../common/request-locale.js';
import { RateLimited } from '../../../common/rate-limit/rate-limited.decorator.js';
import { ZodValidationPipe } from '../../../common/zod-validation.pipe.js';
import { UsersService } from '../../users/services/users.service.js';
import { assertSelfOrAdmin } from '../../users/user-hierarchy.js';
import { AuthService } from '../services/auth.service.js';

@ApiTags('auth')
@Controller('auth')
export class PasswordController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Set a new password (own user or Admin)' })
  async changePassword(
    @Body(new ZodValidationPipe(changePasswordSchema)) body: ChangePasswordRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ChangePasswordAnswer> {
    assertSelfOrAdmin(caller, body.userId);
    await this.users.target(caller, body.userId);
    await this.auth.changePassword(caller, body.userId, body.password);
    return { success: true };
  }

  @Public()
  @RateLimited('reset-password')
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Mail a one-time login link; the same answer whether the account exists',
  })
  resetPassword(
    @Body(new ZodValidationPipe(resetPasswordSchema)) body: ResetPasswordRequest,
    @Headers('accept-language') acceptLanguage?: string,
  ): ChangePasswordAnswer {
    this.auth.requestPasswordReset(body.email, localeFromAcceptLanguage(acceptLanguage));
    return { success: true };
  }
}
