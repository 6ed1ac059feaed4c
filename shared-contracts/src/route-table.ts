import { Permission, Role } from './enums.js';
import type { MessageKey } from './messages/catalogue.js';
import { actsForCompany, hasAnyPermission, isCompanyOnlyUser } from './roles.js';

/**
 * The one table of the portal's remotes, their routes, route titles, required permissions and
 * drawer entries. The shell's registration, the navigation guard, the drawer, the page titles,
 * the api's default `/remotes.json`, the docker template, the scripts and the benchmarks read it.
 */

export const DASHBOARD_PREFIX = '/dashboard';

const FRANCHISEE_OR_DESIGNER = [Permission.Franchisee, Permission.GraphicDesigner] as const;

/** Every route of the portal, by the name its title has in the catalogue (`routes.<name>`). */
const ROUTE_LIST = [
  // Public pages: the storefront.
  { name: 'home', path: '/', remote: 'storefront', anyOf: [] },
  { name: 'legalNotice', path: '/legal-notice', remote: 'storefront', anyOf: [] },
  { name: 'contact', path: '/contact', remote: 'storefront', anyOf: [] },
  { name: 'becomePartner', path: '/become-partner', remote: 'storefront', anyOf: [] },
  { name: 'aarauBaden', path: '/aarau-baden', remote: 'storefront', anyOf: [] },
  { name: 'freiamtSeetal', path: '/freiamt-seetal', remote: 'storefront', anyOf: [] },
  { name: 'sempachersee', path: '/sempachersee', remote: 'storefront', anyOf: [] },
  { name: 'zugerland', path: '/zugerland', remote: 'storefront', anyOf: [] },
  { name: 'winterthur', path: '/winterthur', remote: 'storefront', anyOf: [] },
  // The booklet on the phone: activating a copy's code, and the wallet its mailed link opens.
  { name: 'walletActivation', path: '/wallet', remote: 'storefront', anyOf: [] },
  { name: 'wallet', path: '/wallet/:token', remote: 'storefront', anyOf: [] },
  // The dashboard.
  {
    name: 'vouchers',
    path: '/dashboard/vouchers',
    remote: 'vouchers',
    anyOf: [Permission.Company],
  },
  {
    name: 'voucherDetail',
    path: '/dashboard/vouchers/:voucherId',
    remote: 'vouchers',
    anyOf: [Permission.Company],
  },
  {
    name: 'booklets',
    path: '/dashboard/booklets',
    remote: 'booklets',
    anyOf: FRANCHISEE_OR_DESIGNER,
  },
  {
    name: 'bookletDetail',
    path: '/dashboard/booklets/:bookletId',
    remote: 'booklets',
    anyOf: FRANCHISEE_OR_DESIGNER,
  },
  {
    name: 'appointments',
    path: '/dashboard/appointments',
    remote: 'booklets',
    anyOf: FRANCHISEE_OR_DESIGNER,
  },
  { name: 'orders', path: '/dashboard/orders', remote: 'orders', anyOf: [Permission.Franchisee] },
  {
    name: 'partnerOrders',
    path: '/dashboard/partner-orders',
    remote: 'orders',
    anyOf: [Permission.Company],
    // The api's rule for partner orders, returns and inventory reports.
    only: actsForCompany,
  },
  { name: 'users', path: '/dashboard/users', remote: 'admin', anyOf: [Permission.Admin] },
  {
    name: 'userDetail',
    path: '/dashboard/users/:userId',
    remote: 'admin',
    anyOf: [Permission.Company],
  },
  { name: 'regions', path: '/dashboard/regions', remote: 'admin', anyOf: [Permission.Admin] },
  // Region detail has its own path instead of the shadowed voucher path.
  {
    name: 'regionDetail',
    path: '/dashboard/regions/:regionId',
    remote: 'admin',
    anyOf: [Permission.Admin],
  },
  {
    name: 'companies',
    path: '/dashboard/companies',
    remote: 'admin',
    anyOf: [Permission.Franchisee],
  },
  {
    name: 'companyDetail',
    path: '/dashboard/companies/:companyId',
    remote: 'admin',
    anyOf: [Permission.Franchisee],
  },
  {
    name: 'wallets',
    path: '/dashboard/wallets',
    remote: 'admin',
    anyOf: [Permission.Franchisee],
  },
  {
    name: 'redemptions',
    path: '/dashboard/redemptions',
    remote: 'admin',
    anyOf: [Permission.Company],
    // A partner company's own PIN and redemptions; staff see them on the company's page.
    only: isCompanyOnlyUser,
  },
  {
    name: 'textBlocks',
    path: '/dashboard/text-blocks',
    remote: 'admin',
    anyOf: [Permission.Franchisee],
  },
  {
    name: 'textBlockDetail',
    path: '/dashboard/text-blocks/:textBlockId',
    remote: 'admin',
    anyOf: [Permission.Franchisee],
  },
  {
    name: 'statistics',
    path: '/dashboard/statistics',
    remote: 'admin',
    anyOf: [Permission.Franchisee],
  },
] as const;

/** The remotes, in the order they are built; `port` is the dev server's. */
export const REMOTES = [
  { name: 'storefront', devPort: 3011 },
  { name: 'vouchers', devPort: 3012 },
  { name: 'booklets', devPort: 3013 },
  { name: 'orders', devPort: 3014 },
  { name: 'admin', devPort: 3015 },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];
export type RouteName = (typeof ROUTE_LIST)[number]['name'];
/** The routes one remote serves. */
export type RouteNameOf<R extends RemoteName> = Extract<
  (typeof ROUTE_LIST)[number],
  { remote: R }
>['name'];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

export interface RouteDefinition {
  name: RouteName;
  /** react-router pattern. */
  path: string;
  remote: RemoteName;
  /** Any one of these permissions opens the route; empty for public routes. */
  anyOf: readonly Permission[];
  /** A further rule of who opens it, when a permission alone does not say. */
  only?: AccessRule;
  /** Catalogue key of the page title (shown before the site title). */
  titleKey: MessageKey;
}

/** A rule on the permissions and roles of a logged-in user. */
export type AccessRule = (permissions: readonly Permission[], roles: readonly Role[]) => boolean;

/** Whether a logged-in user with these permissions and roles may open the route. */
export function mayOpenRoute(
  route: Pick<RouteDefinition, 'anyOf' | 'only'>,
  permissions: readonly Permission[],
  roles: readonly Role[],
): boolean {
  return hasAnyPermission(permissions, route.anyOf) && (route.only?.(permissions, roles) ?? true);
}

export const ROUTES: readonly RouteDefinition[] = ROUTE_LIST.map((route) => ({
  ...route,
  titleKey: `routes.${route.name}`,
}));

export const PUBLIC_ROUTES = ROUTES.filter((route) => route.anyOf.length === 0);
export const DASHBOARD_ROUTES = ROUTES.filter((route) => route.anyOf.length > 0);

const routeNamed = (name: RouteName) => ROUTES.find((route) => route.name === name)!;

/** The URL of a route, its `:parameters` filled in: how one remote links to another's page. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return routeNamed(name).path.replace(/:(\w+)/g, (whole, key: string) =>
    key in params ? encodeURIComponent(String(params[key])) : whole,
  );
}

/** `/dashboard/orders` owns `/dashboard/orders/…` but not `/dashboard/orders-archive`. */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The URL prefixes a dashboard remote owns: its routes without their parameters. */
function prefixesOf(remote: RemoteName): string[] {
  return [
    ...new Set(
      ROUTES.filter((route) => route.remote === remote).map((route) =>
        route.path.replace(/\/:.*$/, ''),
      ),
    ),
  ];
}

/** Whether a remote owns a page: the storefront every page outside the dashboard. */
export function isRemoteActive(remote: RemoteName, pathname: string): boolean {
  if (remote === 'storefront') return !isUnder(pathname, DASHBOARD_PREFIX);
  return prefixesOf(remote).some((prefix) => isUnder(pathname, prefix));
}

/** Module Federation name of a remote, as in its build (`mf_<name>`). */
export function federationName(remote: RemoteName): string {
  return `mf_${remote}`;
}

/** Where a remote's entry is served by the api's own process when nothing else is configured. */
export function defaultRemoteEntry(remote: RemoteName): string {
  return `/mf/${remote}/remoteEntry.js`;
}

export interface DrawerMenuEntry {
  /** Catalogue key of the entry's label. */
  key: MessageKey;
  path: string;
}

interface DrawerEntryDefinition {
  key: MessageKey;
  route: RouteName;
  /** Who sees the entry, when not everyone who may open its route. */
  visibleFor?: AccessRule;
}

/**
 * The drawer menu, in display order. An entry shows for whoever may open its route; partner
 * orders show as 'Partnerbestellungen' to franchisees and as 'Booklet Bestellung' to a partner
 * company's own users.
 */
const DRAWER_MENU: readonly DrawerEntryDefinition[] = [
  { key: 'menu.vouchers', route: 'vouchers' },
  { key: 'menu.booklets', route: 'booklets' },
  { key: 'menu.appointments', route: 'appointments' },
  { key: 'menu.companies', route: 'companies' },
  {
    key: 'menu.partnerOrders',
    route: 'partnerOrders',
    visibleFor: (permissions) => hasAnyPermission(permissions, [Permission.Franchisee]),
  },
  { key: 'menu.bookletOrder', route: 'partnerOrders', visibleFor: isCompanyOnlyUser },
  { key: 'menu.redemptions', route: 'redemptions' },
  { key: 'menu.orders', route: 'orders' },
  { key: 'menu.wallets', route: 'wallets' },
  { key: 'menu.regions', route: 'regions' },
  { key: 'menu.users', route: 'users' },
  { key: 'menu.textBlocks', route: 'textBlocks' },
  { key: 'menu.statistics', route: 'statistics' },
];

/** The entries a user sees: the pages they can open. */
export function drawerMenuFor(
  permissions: readonly Permission[],
  roles: readonly Role[],
): DrawerMenuEntry[] {
  return DRAWER_MENU.filter(
    ({ route, visibleFor }) =>
      mayOpenRoute(routeNamed(route), permissions, roles) &&
      (visibleFor?.(permissions, roles) ?? true),
  ).map(({ key, route }) => ({ key, path: routeNamed(route).path }));
}
