import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { hasAnyPermission, TOKEN_EXPIRED_HEADER, type Permission } from '@gb/contracts';
import type { Request, Response } from 'express';

import {
  AUTHENTICATED_USER,
  type AuthenticatedUser,
  type RequestWithUser,
} from '../../../common/auth/authenticated-user.js';
import { cacheByCaller } from '../../../common/auth/caller-answer-cache.js';
import { IS_PUBLIC } from '../../../common/auth/public.decorator.js';
import { REQUIRED_PERMISSIONS } from '../../../common/auth/require-permission.decorator.js';
import { AuthErrorCode, AuthException } from '../exceptions/auth.exception.js';
import { bearerToken, JWT_STRATEGY } from '../strategies/jwt.strategy.js';

/**
 * The one guard of every route: the JWT strategy (a genuine, unexpired token whose login still
 * stands), then the permissions the route requires. `@Public()` routes let anyone in and still
 * read a token when one is sent (an expired one is refused, to be renewed); without one they pay
 * nothing. It is also the one place that decides how answers may be cached: each varies by
 * Authorization, a logged-in call's answer on a public route is private to the caller, and on
 * every other route it is never stored.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(JWT_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request & RequestWithUser>();
    const response = context.switchToHttp().getResponse<Response>();
    cacheByCaller(response, () => request[AUTHENTICATED_USER] !== undefined);
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (bearerToken(request)) {
        // A public route answers the public shape to a caller with a bad or ended token; an
        // expired one is a 401 with Token-Expired, so the client renews it and asks again for
        // what its login may see (a staff list, not the visitors' one).
        await Promise.resolve(super.canActivate(context)).catch((error: unknown) => {
          if (error instanceof AuthException && error.code === AuthErrorCode.TOKEN_EXPIRED) {
            throw error;
          }
        });
      }
      return true;
    }
    response.setHeader('Cache-Control', 'no-store');
    await (super.canActivate(context) as Promise<boolean>);
    const anyOf = this.reflector.getAllAndOverride<Permission[] | undefined>(
      REQUIRED_PERMISSIONS,
      targets,
    );
    const caller = request[AUTHENTICATED_USER];
    if (anyOf?.length && !hasAnyPermission(caller?.permissions ?? [], anyOf)) {
      throw new AuthException(AuthErrorCode.PERMISSION_MISSING);
    }
    return true;
  }

  override getAuthenticateOptions() {
    return { property: AUTHENTICATED_USER, session: false };
  }

  override handleRequest<User = AuthenticatedUser>(
    error: unknown,
    user: User | false,
    info: unknown,
    context: ExecutionContext,
  ): User {
    if (error) throw error;
    if (user) return user;
    if ((info as Error | undefined)?.name === 'TokenExpiredError') {
      context.switchToHttp().getResponse<Response>().setHeader(TOKEN_EXPIRED_HEADER, 'true');
      throw new AuthException(AuthErrorCode.TOKEN_EXPIRED);
    }
    throw new AuthException(AuthErrorCode.NOT_LOGGED_IN);
  }
}
