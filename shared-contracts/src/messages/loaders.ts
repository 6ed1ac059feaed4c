import site from './loaders/site.js';
import routes from './loaders/routes.js';
import menu from './loaders/menu.js';
import topBar from './loaders/top-bar.js';
import footer from './loaders/footer.js';
import remoteError from './loaders/remote-error.js';
import common from './loaders/common.js';
import errors from './loaders/errors.js';
import apiErrors from './loaders/api-errors.js';
import validation from './loaders/validation.js';
import fields from './loaders/fields.js';
import salutations from './loaders/salutations.js';
import locales from './loaders/locales.js';
import bookletStates from './loaders/booklet-states.js';
import voucherStates from './loaders/voucher-states.js';
import voucherActions from './loaders/voucher-actions.js';
import voucher from './loaders/voucher.js';
import partnerOrderStates from './loaders/partner-order-states.js';
import partnerOrderTypes from './loaders/partner-order-types.js';
import returnOrderStates from './loaders/return-order-states.js';
import partnerOrder from './loaders/partner-order.js';
import booklet from './loaders/booklet.js';
import home from './loaders/home.js';
import voucherFilter from './loaders/voucher-filter.js';
import outlets from './loaders/outlets.js';
import order from './loaders/order.js';
import orderMail from './loaders/order-mail.js';
import invoice from './loaders/invoice.js';
import bookletAdmin from './loaders/booklet-admin.js';
import companyAdmin from './loaders/company-admin.js';
import walletAdmin from './loaders/wallet-admin.js';
import appointments from './loaders/appointments.js';
import orderAdmin from './loaders/order-admin.js';
import textBlockAdmin from './loaders/text-block-admin.js';
import statistics from './loaders/statistics.js';
import voucherAdmin from './loaders/voucher-admin.js';
import auth from './loaders/auth.js';
import mails from './loaders/mails.js';
import userDialog from './loaders/user-dialog.js';
import roles from './loaders/roles.js';
import kit from './loaders/kit.js';
import type { NamespaceLoaders } from './namespace-loaders.js';

export type { NamespaceLoaders, NamespaceMessages } from './namespace-loaders.js';
export { namespacesOf } from './loaders/namespaces-of.js';

/**
 * The catalogue's namespaces, written once: where each downloads from, one file per locale. The
 * namespace list (`NAMESPACES`), the `Catalogue` type and both whole catalogues derive from it,
 * and a namespace lacking a locale's file is a type error in its loaders. A bundler makes each file
 * a chunk of its own, so a page fetches only the wording of the code it runs. Each namespace's
 * loaders are a module of their own (`@gb/contracts/messages/loaders/<name>`): a remote imports
 * those of its own namespaces and bundles neither the others' loaders nor their chunks. The
 * platform names them all.
 */
export const catalogueLoaders = {
  site,
  routes,
  menu,
  topBar,
  footer,
  remoteError,
  common,
  errors,
  apiErrors,
  validation,
  fields,
  salutations,
  locales,
  bookletStates,
  voucherStates,
  voucherActions,
  voucher,
  partnerOrderStates,
  partnerOrderTypes,
  returnOrderStates,
  partnerOrder,
  booklet,
  home,
  voucherFilter,
  outlets,
  order,
  orderMail,
  invoice,
  bookletAdmin,
  companyAdmin,
  walletAdmin,
  appointments,
  orderAdmin,
  textBlockAdmin,
  statistics,
  voucherAdmin,
  auth,
  mails,
  userDialog,
  roles,
  kit,
} satisfies Record<string, NamespaceLoaders>;
