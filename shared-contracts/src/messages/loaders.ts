import type { Locale } from '../enums.js';
import type { Namespace } from './namespaces.js';

/** One namespace's messages: nested keys, strings as leaves. */
export type NamespaceMessages = { [key: string]: string | NamespaceMessages };

type Loader = () => Promise<{ default: NamespaceMessages }>;

/**
 * Downloads one namespace of one locale: a bundler makes each file a chunk of its own, so a
 * page fetches only the wording of the code it runs.
 */
export const catalogueLoaders: Record<Namespace, Record<Locale, Loader>> = {
  site: {
    'de-CH': () => import('./de-CH/site.js'),
    'en-US': () => import('./en-US/site.js'),
  },
  routes: {
    'de-CH': () => import('./de-CH/routes.js'),
    'en-US': () => import('./en-US/routes.js'),
  },
  menu: {
    'de-CH': () => import('./de-CH/menu.js'),
    'en-US': () => import('./en-US/menu.js'),
  },
  topBar: {
    'de-CH': () => import('./de-CH/top-bar.js'),
    'en-US': () => import('./en-US/top-bar.js'),
  },
  footer: {
    'de-CH': () => import('./de-CH/footer.js'),
    'en-US': () => import('./en-US/footer.js'),
  },
  remoteError: {
    'de-CH': () => import('./de-CH/remote-error.js'),
    'en-US': () => import('./en-US/remote-error.js'),
  },
  common: {
    'de-CH': () => import('./de-CH/common.js'),
    'en-US': () => import('./en-US/common.js'),
  },
  errors: {
    'de-CH': () => import('./de-CH/errors.js'),
    'en-US': () => import('./en-US/errors.js'),
  },
  apiErrors: {
    'de-CH': () => import('./de-CH/api-errors.js'),
    'en-US': () => import('./en-US/api-errors.js'),
  },
  validation: {
    'de-CH': () => import('./de-CH/validation.js'),
    'en-US': () => import('./en-US/validation.js'),
  },
  fields: {
    'de-CH': () => import('./de-CH/fields.js'),
    'en-US': () => import('./en-US/fields.js'),
  },
  salutations: {
    'de-CH': () => import('./de-CH/salutations.js'),
    'en-US': () => import('./en-US/salutations.js'),
  },
  locales: {
    'de-CH': () => import('./de-CH/locales.js'),
    'en-US': () => import('./en-US/locales.js'),
  },
  bookletStates: {
    'de-CH': () => import('./de-CH/booklet-states.js'),
    'en-US': () => import('./en-US/booklet-states.js'),
  },
  voucherStates: {
    'de-CH': () => import('./de-CH/voucher-states.js'),
    'en-US': () => import('./en-US/voucher-states.js'),
  },
  voucherActions: {
    'de-CH': () => import('./de-CH/voucher-actions.js'),
    'en-US': () => import('./en-US/voucher-actions.js'),
  },
  voucher: {
    'de-CH': () => import('./de-CH/voucher.js'),
    'en-US': () => import('./en-US/voucher.js'),
  },
  partnerOrderStates: {
    'de-CH': () => import('./de-CH/partner-order-states.js'),
    'en-US': () => import('./en-US/partner-order-states.js'),
  },
  partnerOrderTypes: {
    'de-CH': () => import('./de-CH/partner-order-types.js'),
    'en-US': () => import('./en-US/partner-order-types.js'),
  },
  returnOrderStates: {
    'de-CH': () => import('./de-CH/return-order-states.js'),
    'en-US': () => import('./en-US/return-order-states.js'),
  },
  partnerOrder: {
    'de-CH': () => import('./de-CH/partner-order.js'),
    'en-US': () => import('./en-US/partner-order.js'),
  },
  booklet: {
    'de-CH': () => import('./de-CH/booklet.js'),
    'en-US': () => import('./en-US/booklet.js'),
  },
  home: {
    'de-CH': () => import('./de-CH/home.js'),
    'en-US': () => import('./en-US/home.js'),
  },
  voucherFilter: {
    'de-CH': () => import('./de-CH/voucher-filter.js'),
    'en-US': () => import('./en-US/voucher-filter.js'),
  },
  outlets: {
    'de-CH': () => import('./de-CH/outlets.js'),
    'en-US': () => import('./en-US/outlets.js'),
  },
  order: {
    'de-CH': () => import('./de-CH/order.js'),
    'en-US': () => import('./en-US/order.js'),
  },
  orderMail: {
    'de-CH': () => import('./de-CH/order-mail.js'),
    'en-US': () => import('./en-US/order-mail.js'),
  },
  invoice: {
    'de-CH': () => import('./de-CH/invoice.js'),
    'en-US': () => import('./en-US/invoice.js'),
  },
  bookletAdmin: {
    'de-CH': () => import('./de-CH/booklet-admin.js'),
    'en-US': () => import('./en-US/booklet-admin.js'),
  },
  appointments: {
    'de-CH': () => import('./de-CH/appointments.js'),
    'en-US': () => import('./en-US/appointments.js'),
  },
  orderAdmin: {
    'de-CH': () => import('./de-CH/order-admin.js'),
    'en-US': () => import('./en-US/order-admin.js'),
  },
  textBlockAdmin: {
    'de-CH': () => import('./de-CH/text-block-admin.js'),
    'en-US': () => import('./en-US/text-block-admin.js'),
  },
  statistics: {
    'de-CH': () => import('./de-CH/statistics.js'),
    'en-US': () => import('./en-US/statistics.js'),
  },
  voucherAdmin: {
    'de-CH': () => import('./de-CH/voucher-admin.js'),
    'en-US': () => import('./en-US/voucher-admin.js'),
  },
  auth: {
    'de-CH': () => import('./de-CH/auth.js'),
    'en-US': () => import('./en-US/auth.js'),
  },
  mails: {
    'de-CH': () => import('./de-CH/mails.js'),
    'en-US': () => import('./en-US/mails.js'),
  },
  userDialog: {
    'de-CH': () => import('./de-CH/user-dialog.js'),
    'en-US': () => import('./en-US/user-dialog.js'),
  },
  roles: {
    'de-CH': () => import('./de-CH/roles.js'),
    'en-US': () => import('./en-US/roles.js'),
  },
  kit: {
    'de-CH': () => import('./de-CH/kit.js'),
    'en-US': () => import('./en-US/kit.js'),
  },
};
