import { Body, Controller, Headers, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ChangePasswordAnswer,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
} from '@gb/contracts';
import { changePasswordSchema, resetPasswordSchema } from '@gb/contracts/schemas';
import { changePasswordAnswerSchema } from '@gb/contracts/answers';

import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { Public } from '../../../common/auth/public.decorator.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { localeFromAcceptLanguage } from '../../../common/request-locale.js';
import { RateLimited } from '../../../common/rate-limit/rate-limited.decorator.js';
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
  @ApiContract({
    body: changePasswordSchema,
    answer: changePasswordAnswerSchema,
    status: HttpStatus.OK,
  })
  @ApiOperation({
    summary:
      'Set a new password (own user or Admin); ends every other login of the user. success false: the password is the one the user has now (nothing changed)',
  })
  async changePassword(
    @Body() body: ChangePasswordRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ChangePasswordAnswer> {
    assertSelfOrAdmin(caller, body.userId);
    await this.users.target(caller, body.userId);
    return { success: await this.auth.changePassword(caller, body.userId, body.password) };
  }

  @Public()
  @RateLimited('reset-password')
  @Post('reset-password')
  @ApiContract({
    body: resetPasswordSchema,
    answer: changePasswordAnswerSchema,
    status: HttpStatus.OK,
  })
  @ApiOperation({
    summary: 'Mail a one-time login link; the same answer whether the account exists',
  })
  resetPassword(
    @Body() body: ResetPasswordRequest,
    @Headers('accept-language') acceptLanguage?: string,
  ): ChangePasswordAnswer {
    this.auth.requestPasswordReset(body.email, localeFromAcceptLanguage(acceptLanguage));
    return { success: true };
  }
}
