import { actsForCompany, hasPermission, Permission } from '@gb/contracts';

import type { AuthenticatedUser } from '../../../common/auth/index.js';
import { assertCompanyScope, isCompanyScoped } from '../../../common/auth/index.js';
import { AuthErrorCode, AuthException } from '../../auth/exceptions/auth.exception.js';
import {
  PartnerOrderErrorCode,
  PartnerOrderException,
} from '../exceptions/partner-order.exception.js';

/**
 * The company a request acts for (orders, returns, inventory, the order form's booklets), by the
 * contracts' rule the dashboard offers these pages by (actsForCompany): staff who hold Franchisee
 * name it; a company's own user acts only for theirs (naming another, or acting for none, as a
 * graphic designer, is 403).
 */
export function companyOfRequest(user: AuthenticatedUser, requested: number | undefined): number {
  if (hasPermission(user.permissions, Permission.Franchisee)) {
    if (requested === undefined) {
      throw new PartnerOrderException(PartnerOrderErrorCode.COMPANY_REQUIRED);
    }
    return requested;
  }
  const own = user.companyId;
  const mayAct = actsForCompany(user.permissions, user.roles) && own !== null;
  if (!mayAct || (requested !== undefined && requested !== own)) {
    throw new AuthException(AuthErrorCode.OTHER_COMPANY);
  }
  return own;
}

/** The company a list is limited to: a Company user's own always; staff's filter, if any. */
export function companyFilterOf(
  user: AuthenticatedUser,
  requested: number | undefined,
): number | undefined {
  if (!isCompanyScoped(user)) return requested;
  assertCompanyScope(user, requested ?? user.companyId);
  return user.companyId!;
}

/** Partner and return orders of one company queue here, so limits are counted one at a time. */
export const COMPANY_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('partner-order-company'), $1)`;
