import { Body, Controller, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type RefreshRequest, type TokenAnswer } from '@gb/contracts';
import { authenticateSchema, refreshSchema } from '@gb/contracts/schemas';
import { tokenAnswerSchema } from '@gb/contracts/answers';
import type { Request } from 'express';
import { z } from 'zod';

import { Public } from '../../../common/auth/public.decorator.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { AUTHENTICATED_USER } from '../../../common/auth/authenticated-user.js';
import { RateLimited } from '../../../common/rate-limit/rate-limited.decorator.js';
import type { User } from '../../users/entities/user.entity.js';
import { LoginGuard } from '../guards/login.guard.js';
import { AuthService } from '../services/auth.service.js';

const logoutSchema = z.object({ refreshToken: z.string().max(500).optional() });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  // The login guard runs after the rate limit: it validates the body, then the local or the
  // login-hash strategy finds the user.
  @Public()
  @UseGuards(LoginGuard)
  @RateLimited('login')
  @Post('authenticate')
  @ApiContract({ body: authenticateSchema, answer: tokenAnswerSchema, status: HttpStatus.OK })
  @ApiOperation({ summary: 'Log in with username and password or with a mailed login hash' })
  authenticate(@Req() request: Request & { [AUTHENTICATED_USER]: User }): Promise<TokenAnswer> {
    return this.auth.loginOf(request[AUTHENTICATED_USER]);
  }

  // Public: the access token has usually expired when the client refreshes.
  @Public()
  @Post('refresh')
  @ApiContract({ body: refreshSchema, answer: tokenAnswerSchema, status: HttpStatus.OK })
  @ApiOperation({ summary: 'Renew the access token; the refresh token is rotated' })
  refresh(@Body() body: RefreshRequest): Promise<TokenAnswer> {
    return this.auth.refresh(body);
  }

  // Public: logging out must work with an expired access token too.
  @Public()
  @Post('logout')
  @ApiContract({ body: logoutSchema, answer: null, status: HttpStatus.NO_CONTENT })
  @ApiOperation({ summary: 'End the login the refresh token belongs to' })
  async logout(@Body() body: z.infer<typeof logoutSchema>): Promise<void> {
    if (body.refreshToken) await this.auth.logout(body.refreshToken);
  }
}
