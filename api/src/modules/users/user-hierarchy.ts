import { Permission, Role } from '@gb/contracts';

import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { UserErrorCode, UserException } from './exceptions/user.exception.js';

/** SuperAdmin > Admin > Franchisee > GraphicDesigner and Company; a user without roles ranks lowest. */
export const ROLE_RANK: Record<Role, number> = {
  [Role.SuperAdmin]: 4,
  [Role.Admin]: 3,
  [Role.Franchisee]: 2,
  [Role.GraphicDesigner]: 1,
  [Role.Company]: 1,
};

/** The rank of a user's highest role. */
export function rankOf(roles: readonly Role[]): number {
  return Math.max(0, ...roles.map((role) => ROLE_RANK[role] ?? 0));
}

/** A user as far as acting on it goes: who it is and the roles it holds. */
export interface UserRanking {
  id: number;
  roles: readonly Role[];
}

/**
 * Whether the caller may act on the target user: on itself always; on others only when no role
 * of the target ranks above the caller's highest (so only a SuperAdmin touches SuperAdmins).
 */
export function mayActOn(caller: UserRanking, target: UserRanking): boolean {
  return caller.id === target.id || rankOf(target.roles) <= rankOf(caller.roles);
}

/** Throws 403 when the target holds a role above the caller's. */
export function assertMayActOn(caller: UserRanking, target: UserRanking): void {
  if (!mayActOn(caller, target)) throw new UserException(UserErrorCode.OUTRANKS_CALLER);
}

/** Throws 403 unless the caller acts on its own user or holds the Admin permission. */
export function assertSelfOrAdmin(caller: AuthenticatedUser, userId: number): void {
  if (caller.id !== userId && !caller.permissions.includes(Permission.Admin)) {
    throw new UserException(UserErrorCode.NOT_SELF_OR_ADMIN);
  }
}
