import { Permission, Role } from './enums.js';

/** A role or permission as it appears in token claims: `Role.Admin`. */
export type RoleClaim = `Role.${Role}`;

const ROLE_CLAIM_PREFIX = 'Role.';

/** The permissions each role implies (a role may do all its permissions allow). */
export const ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  [Role.SuperAdmin]: [
    Permission.Admin,
    Permission.Franchisee,
    Permission.GraphicDesigner,
    Permission.Company,
  ],
  [Role.Admin]: [
    Permission.Admin,
    Permission.Franchisee,
    Permission.GraphicDesigner,
    Permission.Company,
  ],
  [Role.Franchisee]: [Permission.Franchisee, Permission.Company],
  [Role.GraphicDesigner]: [Permission.GraphicDesigner, Permission.Company],
  [Role.Company]: [Permission.Company],
};

/** Roles whose holders can be picked as responsible user of a voucher, booklet or company. */
export const RESPONSIBLE_USER_ROLES: readonly Role[] = [
  Role.Admin,
  Role.Franchisee,
  Role.SuperAdmin,
];

/** The union of the permissions of all given roles, in the order of the Permission enum. */
export function permissionsOf(roles: readonly Role[]): Permission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []));
  return Object.values(Permission).filter((permission) => granted.has(permission));
}

export function hasPermission(permissions: readonly Permission[], required: Permission): boolean {
  return permissions.includes(required);
}

export function hasAnyPermission(
  permissions: readonly Permission[],
  anyOf: readonly Permission[],
): boolean {
  return anyOf.some((required) => permissions.includes(required));
}

/** `Role.X` for a role or permission (permission names are role names). */
export function roleClaim(role: Role | Permission): RoleClaim {
  return `${ROLE_CLAIM_PREFIX}${role}` as RoleClaim;
}

/** The role of a `Role.X` claim, or undefined for anything else. */
export function parseRoleClaim(claim: string): Role | undefined {
  if (!claim.startsWith(ROLE_CLAIM_PREFIX)) return undefined;
  const name = claim.slice(ROLE_CLAIM_PREFIX.length);
  return (Object.values(Role) as string[]).includes(name) ? (name as Role) : undefined;
}

/** The permission of a `Role.X` claim, or undefined when X is no permission. */
export function parsePermissionClaim(claim: string): Permission | undefined {
  const name = claim.startsWith(ROLE_CLAIM_PREFIX) ? claim.slice(ROLE_CLAIM_PREFIX.length) : '';
  return (Object.values(Permission) as string[]).includes(name) ? (name as Permission) : undefined;
}

/**
 * Who acts for a company (places partner orders, returns and inventory reports): staff who hold
 * Franchisee, for any company, and a company's own users (the Company role), for theirs. A graphic
 * designer acts for none: the Company permission its role implies reaches vouchers only.
 */
export function actsForCompany(
  permissions: readonly Permission[],
  roles: readonly Role[],
): boolean {
  return permissions.includes(Permission.Franchisee) || roles.includes(Role.Company);
}

/**
 * A partner company's own user: holds the Company role and has no Franchisee permission.
 * They order booklets through the "Booklet Bestellung" menu entry.
 */
export function isCompanyOnlyUser(
  permissions: readonly Permission[],
  roles: readonly Role[],
): boolean {
  return roles.includes(Role.Company) && !permissions.includes(Permission.Franchisee);
}
