import { permissionsOf, type User as UserAnswer } from '@gb/contracts';

import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { toAddressDto } from '../../common/entities/address.mapper.js';
import type { User } from './entities/user.entity.js';

/** The user as the api answers it; never the password hash. */
export function toUserAnswer(user: User): UserAnswer {
  return {
    id: user.id,
    email: user.email,
    address: toAddressDto(user.address),
    companyId: user.companyId,
    roles: (user.roles ?? []).map((role) => role.role).sort(),
    preferredLocale: user.preferredLocale,
    profileImageAttachmentId: user.profileImageAttachmentId,
    loginViaHash: user.loginViaHash,
  };
}

/** The caller a stored user becomes once logged in, in the login `sessionId`. */
export function toAuthenticatedUser(user: User, sessionId: string): AuthenticatedUser {
  const roles = (user.roles ?? []).map((role) => role.role);
  return {
    id: user.id,
    email: user.email,
    roles,
    permissions: permissionsOf(roles),
    companyId: user.companyId,
    sessionId,
  };
}
