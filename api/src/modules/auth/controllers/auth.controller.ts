import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticateRequest, type RefreshRequest, type TokenAnswer } from '@gb/contracts';
import { authenticateSchema, refreshSchema } from '@gb/contracts/schemas';
import { z } from 'zod';

import { Public } from '../../../common/auth/public.decorator.js';
import { RateLimited } from '../../../common/rate-limit/rate-limited.decorator.js';
import { ZodValidationPipe } from '../../../common/zod-validation.pipe.js';
import { AuthService } from '../services/auth.service.js';

const logoutSchema = z.object({ refreshToken: z.string().max(500).optional() });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @RateLimited('login')
  @Post('authenticate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Log in with username and password or with a mailed login hash' })
  authenticate(
    @Body(new ZodValidationPipe(authenticateSchema)) body: AuthenticateRequest,
    @Ip() client: string,
  ): Promise<TokenAnswer> {
    return this.auth.authenticate(body, client);
  }

  // Public: the access token has usually expired when the client refreshes.
  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Renew the access token; the refresh token is rotated' })
  refresh(@Body(new ZodValidationPipe(refreshSchema)) body: RefreshRequest): Promise<TokenAnswer> {
    return this.auth.refresh(body);
  }

  // Public: logging out must work with an expired access token too.
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'End the login the refresh token belongs to' })
  async logout(
    @Body(new ZodValidationPipe(logoutSchema)) body: z.infer<typeof logoutSchema>,
  ): Promise<void> {
    if (body.refreshToken) await this.auth.logout(body.refreshToken);
  }
}
