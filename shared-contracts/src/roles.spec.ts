import { Permission as P, Role } from './enums.js';
import {
  drawerMenuFor,
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

describe('drawer menu', () => {
  const menuOf = (roles: Role[]) =>
    drawerMenuFor(permissionsOf(roles), roles).map((entry) => entry.key);

  it('shows a company user vouchers and the booklet order', () => {
    expect(menuOf([Role.Company])).toEqual(['menu.vouchers', 'menu.bookletOrder']);
  });

  it('shows a graphic designer vouchers, booklets and appointments', () => {
    expect(menuOf([Role.GraphicDesigner])).toEqual([
      'menu.vouchers',
      'menu.booklets',
      'menu.appointments',
    ]);
  });

  it('shows a franchisee everything but regions and users', () => {
    expect(menuOf([Role.Franchisee])).toEqual([
      'menu.vouchers',
      'menu.booklets',
      'menu.appointments',
      'menu.companies',
      'menu.partnerOrders',
      'menu.orders',
      'menu.textBlocks',
      'menu.statistics',
    ]);
  });

  it('shows an admin every entry except the company booklet order', () => {
    const menu = menuOf([Role.Admin]);
    expect(menu).toContain('menu.regions');
    expect(menu).toContain('menu.users');
    expect(menu).not.toContain('menu.bookletOrder');
  });

  it('sends "Booklet Bestellung" to the partner orders', () => {
    const entry = drawerMenuFor([P.Company], [Role.Company]).find(
      (e) => e.key === 'menu.bookletOrder',
    );
    expect(entry?.path).toBe('/dashboard/partner-orders');
  });

  it('does not show the booklet order to a company user who is also franchisee', () => {
    expect(menuOf([Role.Company, Role.Franchisee])).not.toContain('menu.bookletOrder');
  });
});
