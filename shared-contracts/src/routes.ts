import { Permission } from './enums.js';
import type { MessageKey } from './messages/index.js';

export interface RouteDefinition {
  /** react-router pattern. */
  path: string;
  /** Catalogue key of the page title (shown before the site title). */
  titleKey: MessageKey;
  /** Any one of these permissions opens the route; empty for public routes. */
  anyOf: readonly Permission[];
}

const FRANCHISEE_OR_DESIGNER = [Permission.Franchisee, Permission.GraphicDesigner];

/** Regional landing pages, by region canonical. */
export const REGION_LANDING_PATHS = [
  '/aarau-baden',
  '/freiamt-seetal',
  '/sempachersee',
  '/zugerland',
  '/winterthur',
] as const;

export const PUBLIC_ROUTES: readonly RouteDefinition[] = [
  { path: '/', titleKey: 'routes.home', anyOf: [] },
  { path: '/legal-notice', titleKey: 'routes.legalNotice', anyOf: [] },
  { path: '/contact', titleKey: 'routes.contact', anyOf: [] },
  { path: '/become-partner', titleKey: 'routes.becomePartner', anyOf: [] },
  { path: '/aarau-baden', titleKey: 'routes.aarauBaden', anyOf: [] },
  { path: '/freiamt-seetal', titleKey: 'routes.freiamtSeetal', anyOf: [] },
  { path: '/sempachersee', titleKey: 'routes.sempachersee', anyOf: [] },
  { path: '/zugerland', titleKey: 'routes.zugerland', anyOf: [] },
  { path: '/winterthur', titleKey: 'routes.winterthur', anyOf: [] },
];

/** Dashboard routes with the permission the navigation guard requires. */
export const DASHBOARD_ROUTES: readonly RouteDefinition[] = [
  { path: '/dashboard/booklets', titleKey: 'routes.booklets', anyOf: FRANCHISEE_OR_DESIGNER },
  {
    path: '/dashboard/booklets/:bookletId',
    titleKey: 'routes.bookletDetail',
    anyOf: FRANCHISEE_OR_DESIGNER,
  },
  { path: '/dashboard/vouchers', titleKey: 'routes.vouchers', anyOf: [Permission.Company] },
  {
    path: '/dashboard/vouchers/:voucherId',
    titleKey: 'routes.voucherDetail',
    anyOf: [Permission.Company],
  },
  { path: '/dashboard/companies', titleKey: 'routes.companies', anyOf: [Permission.Franchisee] },
  {
    path: '/dashboard/companies/:companyId',
    titleKey: 'routes.companyDetail',
    anyOf: [Permission.Franchisee],
  },
  { path: '/dashboard/users', titleKey: 'routes.users', anyOf: [Permission.Admin] },
  { path: '/dashboard/users/:userId', titleKey: 'routes.userDetail', anyOf: [Permission.Company] },
  { path: '/dashboard/orders', titleKey: 'routes.orders', anyOf: [Permission.Franchisee] },
  {
    path: '/dashboard/partner-orders',
    titleKey: 'routes.partnerOrders',
    anyOf: [Permission.Company],
  },
  { path: '/dashboard/text-blocks', titleKey: 'routes.textBlocks', anyOf: [Permission.Franchisee] },
  {
    path: '/dashboard/text-blocks/:textBlockId',
    titleKey: 'routes.textBlockDetail',
    anyOf: [Permission.Franchisee],
  },
  { path: '/dashboard/regions', titleKey: 'routes.regions', anyOf: [Permission.Admin] },
  // Region detail has its own path instead of the shadowed voucher path.
  {
    path: '/dashboard/regions/:regionId',
    titleKey: 'routes.regionDetail',
    anyOf: [Permission.Admin],
  },
  { path: '/dashboard/statistics', titleKey: 'routes.statistics', anyOf: [Permission.Franchisee] },
  {
    path: '/dashboard/appointments',
    titleKey: 'routes.appointments',
    anyOf: FRANCHISEE_OR_DESIGNER,
  },
];
