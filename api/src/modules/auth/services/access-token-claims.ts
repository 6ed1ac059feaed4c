import type { RoleClaim } from '@gb/contracts';

/** The claims of an access token (DESIGN "Auth"); `cid` carries the user's company for data scope. */
export interface AccessTokenClaims {
  sub: string;
  uid: number;
  cid: number | null;
  permissions: RoleClaim[];
  role: RoleClaim[];
  /** The login (refresh chain) this token belongs to. */
  sid?: string;
  /** Expiry in seconds since 1970, set when signed; a token without it is refused. */
  exp?: number;
}
