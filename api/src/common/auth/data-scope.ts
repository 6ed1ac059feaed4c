import { isCompanyOnlyUser } from '@gb/contracts';

import { AuthErrorCode, AuthException } from '../../modules/auth/exceptions/auth.exception.js';
import type { AuthenticatedUser } from './authenticated-user.js';

/** A user whose only reach is its own company's data (see DESIGN "Roles and permissions"). */
export function isCompanyScoped(user: AuthenticatedUser): boolean {
  return isCompanyOnlyUser(user.permissions, user.roles);
}

/** Whether the caller may reach data belonging to this company (null: belongs to none). */
export function canReachCompany(user: AuthenticatedUser, companyId: number | null): boolean {
  return !isCompanyScoped(user) || (companyId !== null && companyId === user.companyId);
}

/** Throws 403 when a Company-only caller asks for another company's data. */
export function assertCompanyScope(user: AuthenticatedUser, companyId: number | null): void {
  if (!canReachCompany(user, companyId)) throw new AuthException(AuthErrorCode.OTHER_COMPANY);
}
