import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAnyPermission, TOKEN_EXPIRED_HEADER, type Permission } from '@gb/contracts';
import type { Request, Response } from 'express';

import {
  AUTHENTICATED_USER,
  type RequestWithUser,
} from '../../../common/auth/authenticated-user.js';
import { IS_PUBLIC } from '../../../common/auth/public.decorator.js';
import { REQUIRED_PERMISSIONS } from '../../../common/auth/require-permission.decorator.js';
import { AuthErrorCode, AuthException } from '../exceptions/auth.exception.js';
import {
  AccessTokenExpiredException,
  AccessTokenService,
} from '../services/access-token.service.js';

function bearerToken(request: Request): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  // The client sends "none" on public calls.
  return scheme?.toLowerCase() === 'bearer' && token && token !== 'none' ? token : undefined;
}

/**
 * The one guard of every route: a valid access token, then the permissions the route
 * requires. `@Public()` routes let anyone in and still read a valid token.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accessTokens: AccessTokenService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request & RequestWithUser>();
    const token = bearerToken(request);
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (token) this.tryAttach(request, token);
      return true;
    }
    if (!token) throw new AuthException(AuthErrorCode.NOT_LOGGED_IN);
    try {
      request[AUTHENTICATED_USER] = this.accessTokens.verify(token);
    } catch (error) {
      if (error instanceof AccessTokenExpiredException) {
        context.switchToHttp().getResponse<Response>().setHeader(TOKEN_EXPIRED_HEADER, 'true');
      }
      throw error;
    }
    const anyOf = this.reflector.getAllAndOverride<Permission[] | undefined>(
      REQUIRED_PERMISSIONS,
      targets,
    );
    if (anyOf?.length && !hasAnyPermission(request[AUTHENTICATED_USER].permissions, anyOf)) {
      throw new AuthException(AuthErrorCode.PERMISSION_MISSING);
    }
    return true;
  }

  private tryAttach(request: Request & RequestWithUser, token: string): void {
    try {
      request[AUTHENTICATED_USER] = this.accessTokens.verify(token);
    } catch {
      // A public route answers the public shape to a caller with a bad token.
    }
  }
}
