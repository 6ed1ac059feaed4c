/** The remotes of the product and the URL prefixes each one owns. */
export const REMOTE_NAMES = ['storefront', 'vouchers', 'booklets', 'orders', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const DASHBOARD_PREFIX = '/dashboard';

const DASHBOARD_PREFIXES: Record<Exclude<RemoteName, 'storefront'>, readonly string[]> = {
  vouchers: ['/dashboard/vouchers'],
  booklets: ['/dashboard/booklets', '/dashboard/appointments'],
  orders: ['/dashboard/orders', '/dashboard/partner-orders'],
  admin: [
    '/dashboard/users',
    '/dashboard/regions',
    '/dashboard/companies',
    '/dashboard/text-blocks',
    '/dashboard/statistics',
  ],
};

/** `/dashboard/orders` owns `/dashboard/orders/…` but not `/dashboard/orders-archive`. */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The storefront owns every public page: anything not under /dashboard. */
export function isActive(remote: RemoteName, pathname: string): boolean {
  if (remote === 'storefront') return !isUnder(pathname, DASHBOARD_PREFIX);
  return DASHBOARD_PREFIXES[remote].some((prefix) => isUnder(pathname, prefix));
}

export function activeWhen(remote: RemoteName): (location: Location) => boolean {
  return (location) => isActive(remote, location.pathname);
}

/** Module Federation name of a remote, as in its build (`mf_<name>`). */
export function federationName(remote: RemoteName): string {
  return `mf_${remote}`;
}
