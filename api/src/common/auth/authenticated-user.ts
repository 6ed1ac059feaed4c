import type { Permission, Role } from '@gb/contracts';

/** The caller of a request, as the access token names it. */
export interface AuthenticatedUser {
  id: number;
  email: string;
  roles: Role[];
  permissions: Permission[];
  companyId: number | null;
  /** The login (refresh chain) the access token belongs to; it ends with logout or a password change. */
  sessionId: string | null;
}

/** Where the guard leaves the caller on the request. */
export const AUTHENTICATED_USER = 'authenticatedUser';

export type RequestWithUser = { [AUTHENTICATED_USER]?: AuthenticatedUser };
