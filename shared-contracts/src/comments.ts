import { Permission } from './enums.js';
import { hasPermission } from './roles.js';

/**
 * A booklet's comment is changed by its author or an Admin only (the api's documentation); the
 * api refuses anyone else with 403 and the booklet page offers the edit to the same users.
 */
export function mayChangeBookletComment(
  authorId: number | null,
  caller: { userId: number; permissions: readonly Permission[] },
): boolean {
  return authorId === caller.userId || hasPermission(caller.permissions, Permission.Admin);
}
