import { createSecretKey } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import { permissionsOf } from '@gb/contracts';

import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { AccessTokenClaims } from '../services/access-token-claims.js';
import { ACCESS_TOKEN_ALGORITHM, callerOfClaims } from '../services/access-token.service.js';
import { SessionCheckService } from '../services/session-check.service.js';

export const JWT_STRATEGY = 'jwt';

/** The bearer token of a request; the client sends "none" (or nothing) on public calls. */
export function bearerToken(request: Request): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && token !== 'none' ? token : null;
}

/**
 * The access token: signature and expiry by passport-jwt, then the login must still stand; the
 * caller's roles and permissions are the server's record of them.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionCheckService,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A key object: jsonwebtoken otherwise derives one from the text on every call (~40×
      // slower). It accepts one; passport-jwt's types only name strings and buffers.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
    });
  }

  async validate(claims: Partial<AccessTokenClaims>): Promise<AuthenticatedUser> {
    const caller = callerOfClaims(claims);
    const roles = await this.sessions.rolesOfActive(caller);
    return { ...caller, roles, permissions: permissionsOf(roles) };
  }
}
