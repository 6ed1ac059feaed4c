import { parsePermissionClaim, parseRoleClaim, type Permission, type Role } from '@gb/contracts';

/** What the client reads from an access token (it never verifies it; the api does). */
export interface Session {
  userId: number;
  email: string;
  roles: Role[];
  permissions: Permission[];
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

export function sessionOf(token: string | null): Session | null {
  if (!token) return null;
  try {
    const base64 = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as {
      sub: string;
      uid: number;
      exp: number;
      role?: string[];
      permissions?: string[];
    };
    return {
      userId: claims.uid,
      email: claims.sub,
      roles: (claims.role ?? []).map(parseRoleClaim).filter(isDefined),
      permissions: (claims.permissions ?? []).map(parsePermissionClaim).filter(isDefined),
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
}
