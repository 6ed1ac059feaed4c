import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { parseRoleClaim, permissionsOf, roleClaim, type Role } from '@gb/contracts';

import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { AuthErrorCode, AuthException } from '../exceptions/auth.exception.js';
import type { AccessTokenClaims } from './access-token-claims.js';

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** The one algorithm tokens are signed with; any other is refused. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** Thrown for an access token that is well-formed and signed but past its expiry. */
export class AccessTokenExpiredException extends AuthException {
  constructor() {
    super(AuthErrorCode.TOKEN_EXPIRED);
  }
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

/**
 * The caller a token's verified claims name; malformed claims, and a token without an expiry
 * (which would never end), are no login. The `permissions` claim is for the browser; the api
 * derives permissions from roles only (the session check then reads the roles anew).
 */
export function callerOfClaims(claims: Partial<AccessTokenClaims>): AuthenticatedUser {
  if (
    !Number.isInteger(claims.uid) ||
    typeof claims.sub !== 'string' ||
    typeof claims.exp !== 'number'
  ) {
    throw new AuthException(AuthErrorCode.NOT_LOGGED_IN);
  }
  const roles: Role[] = (claims.role ?? []).map(parseRoleClaim).filter(isDefined);
  return {
    id: claims.uid as number,
    email: claims.sub,
    roles,
    permissions: permissionsOf(roles),
    companyId: claims.cid ?? null,
    sessionId: typeof claims.sid === 'string' ? claims.sid : null,
  };
}

@Injectable()
export class AccessTokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: AuthenticatedUser, lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS): string {
    const claims: AccessTokenClaims = {
      sub: user.email,
      uid: user.id,
      cid: user.companyId,
      permissions: permissionsOf(user.roles).map(roleClaim),
      role: user.roles.map(roleClaim),
      ...(user.sessionId && { sid: user.sessionId }),
    };
    return this.jwt.sign(claims, { expiresIn: lifetimeSeconds, algorithm: ACCESS_TOKEN_ALGORITHM });
  }

  /** The caller of a genuine token; expired tokens throw AccessTokenExpiredException, others a plain 401. */
  verify(token: string, options: { ignoreExpiration?: boolean } = {}): AuthenticatedUser {
    let claims: AccessTokenClaims;
    try {
      claims = this.jwt.verify<AccessTokenClaims>(token, {
        ...options,
        algorithms: [ACCESS_TOKEN_ALGORITHM],
      });
    } catch (error) {
      if ((error as Error).name === 'TokenExpiredError') throw new AccessTokenExpiredException();
      throw new AuthException(AuthErrorCode.NOT_LOGGED_IN);
    }
    return callerOfClaims(claims);
  }
}
