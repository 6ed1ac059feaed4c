import { Permission as P, Role } from './enums.js';
import {
  hasPermission,
  parsePermissionClaim,
  parseRoleClaim,
  permissionsOf,
  RESPONSIBLE_USER_ROLES,
  roleClaim,
} from './roles.js';

describe('permissionsOf', () => {
  it.each([
    [[Role.SuperAdmin], [P.Admin, P.Franchisee, P.GraphicDesigner, P.Company]],
    [[Role.Admin], [P.Admin, P.Franchisee, P.GraphicDesigner, P.Company]],
    [[Role.Franchisee], [P.Franchisee, P.Company]],
    [[Role.GraphicDesigner], [P.GraphicDesigner, P.Company]],
    [[Role.Company], [P.Company]],
    [
      [Role.GraphicDesigner, Role.Franchisee],
      [P.Franchisee, P.GraphicDesigner, P.Company],
    ],
    [[], []],
  ])('gives %j the permissions %j', (roles, permissions) => {
    expect(permissionsOf(roles)).toEqual(permissions);
  });

  it('answers permission checks', () => {
    expect(hasPermission(permissionsOf([Role.Franchisee]), P.Company)).toBe(true);
    expect(hasPermission(permissionsOf([Role.Franchisee]), P.Admin)).toBe(false);
  });

  it('lists Admin, Franchisee and SuperAdmin as possible responsible users', () => {
    expect([...RESPONSIBLE_USER_ROLES].sort()).toEqual(
      [Role.Admin, Role.Franchisee, Role.SuperAdmin].sort(),
    );
  });
});

describe('role claims', () => {
  it('prefixes roles with "Role."', () => {
    expect(roleClaim(Role.GraphicDesigner)).toBe('Role.GraphicDesigner');
  });

  it('reads claims back and rejects anything else', () => {
    expect(parseRoleClaim('Role.SuperAdmin')).toBe(Role.SuperAdmin);
    expect(parseRoleClaim('SuperAdmin')).toBeUndefined();
    expect(parseRoleClaim('Role.Nobody')).toBeUndefined();
    expect(parsePermissionClaim('Role.Franchisee')).toBe(P.Franchisee);
    expect(parsePermissionClaim('Role.SuperAdmin')).toBeUndefined();
  });
});
