import { Permission as P, Role } from './enums.js';
import { catalogues } from './messages/catalogues.js';
import { permissionsOf } from './roles.js';
import {
  DASHBOARD_ROUTES,
  drawerMenuFor,
  isRemoteActive,
  mayOpenRoute,
  pathTo,
  REMOTE_NAMES,
  ROUTES,
} from './route-table.js';

describe('route table', () => {
  it.each(DASHBOARD_ROUTES.map((route) => [route.path, route] as const))(
    '%s has a title in both languages and a permission',
    (_path, route) => {
      const name = route.titleKey.replace(
        /^routes\./,
        '',
      ) as keyof (typeof catalogues)['de-CH']['routes'];
      expect(catalogues['de-CH'].routes[name]).toBeTruthy();
      expect(catalogues['en-US'].routes[name]).toBeTruthy();
      expect(route.anyOf.length).toBeGreaterThan(0);
    },
  );

  it.each(ROUTES.map((route) => [route.path, route.remote] as const))(
    '%s is served by %s and by no other remote',
    (path, remote) => {
      const sample = path.replace(/:\w+/g, '7');
      expect(REMOTE_NAMES.filter((name) => isRemoteActive(name, sample))).toEqual([remote]);
    },
  );

  it("opens the partner orders to who acts for a company (the api's rule), not to a graphic designer", () => {
    const partnerOrders = ROUTES.find((route) => route.name === 'partnerOrders')!;
    const opens = (roles: Role[]) => mayOpenRoute(partnerOrders, permissionsOf(roles), roles);
    expect(opens([Role.Company])).toBe(true);
    expect(opens([Role.Franchisee])).toBe(true);
    expect(opens([Role.Admin])).toBe(true);
    expect(opens([Role.GraphicDesigner])).toBe(false);
    expect(opens([Role.GraphicDesigner, Role.Company])).toBe(true);
  });

  it('fills in the parameters of a route', () => {
    expect(pathTo('voucherDetail', { voucherId: 42 })).toBe('/dashboard/vouchers/42');
    expect(pathTo('orders')).toBe('/dashboard/orders');
  });

  it('gives /dashboard/orders-archive to no dashboard remote', () => {
    expect(
      REMOTE_NAMES.filter((name) => isRemoteActive(name, '/dashboard/orders-archive')),
    ).toEqual([]);
  });
});

describe('drawer menu', () => {
  const menuOf = (roles: Role[]) =>
    drawerMenuFor(permissionsOf(roles), roles).map((entry) => entry.key);

  it('shows a company user vouchers, the booklet order and its redemptions', () => {
    expect(menuOf([Role.Company])).toEqual([
      'menu.vouchers',
      'menu.bookletOrder',
      'menu.redemptions',
    ]);
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
      'menu.wallets',
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

  it('shows a user without a company (no role yet) no entry: none of the pages would open', () => {
    expect(menuOf([])).toEqual([]);
  });

  it('shows text blocks and statistics to franchisees and admins only', () => {
    for (const roles of [[Role.Franchisee], [Role.Admin], [Role.SuperAdmin]]) {
      expect(menuOf(roles)).toEqual(expect.arrayContaining(['menu.textBlocks', 'menu.statistics']));
    }
    for (const roles of [[Role.Company], [Role.GraphicDesigner]]) {
      expect(menuOf(roles)).not.toContain('menu.textBlocks');
      expect(menuOf(roles)).not.toContain('menu.statistics');
    }
  });

  it('does not show the booklet order to a company user who is also franchisee', () => {
    expect(menuOf([Role.Company, Role.Franchisee])).not.toContain('menu.bookletOrder');
  });
});
