import { REMOTE_NAMES, isActive, type RemoteName } from './remote-routes';

/** Every path of the product's route table and the one remote that must serve it. */
const ROUTES: ReadonlyArray<[string, RemoteName]> = [
  ['/', 'storefront'],
  ['/legal-notice', 'storefront'],
  ['/contact', 'storefront'],
  ['/become-partner', 'storefront'],
  ['/aarau-baden', 'storefront'],
  ['/freiamt-seetal', 'storefront'],
  ['/sempachersee', 'storefront'],
  ['/zugerland', 'storefront'],
  ['/winterthur', 'storefront'],
  ['/dashboard/booklets', 'booklets'],
  ['/dashboard/booklets/12', 'booklets'],
  ['/dashboard/appointments', 'booklets'],
  ['/dashboard/vouchers', 'vouchers'],
  ['/dashboard/vouchers/345', 'vouchers'],
  ['/dashboard/companies', 'admin'],
  ['/dashboard/companies/8', 'admin'],
  ['/dashboard/users', 'admin'],
  ['/dashboard/users/3', 'admin'],
  ['/dashboard/orders', 'orders'],
  ['/dashboard/partner-orders', 'orders'],
  ['/dashboard/text-blocks', 'admin'],
  ['/dashboard/text-blocks/5', 'admin'],
  ['/dashboard/regions', 'admin'],
  ['/dashboard/regions/2', 'admin'],
  ['/dashboard/statistics', 'admin'],
];

describe('remote routes', () => {
  it.each(ROUTES)('serves %s from the %s remote only', (pathname, owner) => {
    const active = REMOTE_NAMES.filter((remote) => isActive(remote, pathname));
    expect(active).toEqual([owner]);
  });

  it('does not take a longer path that merely starts like a prefix', () => {
    expect(isActive('orders', '/dashboard/orders-archive')).toBe(false);
    expect(isActive('vouchers', '/dashboard/voucherslist')).toBe(false);
  });

  it('leaves the dashboard itself to no public page', () => {
    expect(isActive('storefront', '/dashboard')).toBe(false);
    expect(isActive('storefront', '/dashboards')).toBe(true);
  });
});
