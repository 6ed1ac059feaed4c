import type { AuthenticatedUser } from '../../../common/auth/index.js';
import { assertCompanyScope, isCompanyScoped } from '../../../common/auth/index.js';
import {
  PartnerOrderErrorCode,
  PartnerOrderException,
} from '../exceptions/partner-order.exception.js';

/**
 * The company a request acts for: a Company user's own (naming another is 403); staff name it.
 */
export function companyOfRequest(user: AuthenticatedUser, requested: number | undefined): number {
  if (isCompanyScoped(user)) {
    assertCompanyScope(user, requested ?? user.companyId);
    return user.companyId!;
  }
  if (requested === undefined) {
    throw new PartnerOrderException(PartnerOrderErrorCode.COMPANY_REQUIRED);
  }
  return requested;
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
