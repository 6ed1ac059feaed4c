/**
 * The German (de-CH) catalogue: the wording of the specification, word for word, one file per
 * i18next namespace. Its shape defines `Catalogue`; the English catalogue must match it key for key.
 */
import site from './site.js';
import routes from './routes.js';
import menu from './menu.js';
import topBar from './top-bar.js';
import footer from './footer.js';
import remoteError from './remote-error.js';
import common from './common.js';
import errors from './errors.js';
import apiErrors from './api-errors.js';
import validation from './validation.js';
import fields from './fields.js';
import salutations from './salutations.js';
import locales from './locales.js';
import bookletStates from './booklet-states.js';
import voucherStates from './voucher-states.js';
import voucherActions from './voucher-actions.js';
import voucher from './voucher.js';
import partnerOrderStates from './partner-order-states.js';
import partnerOrderTypes from './partner-order-types.js';
import returnOrderStates from './return-order-states.js';
import partnerOrder from './partner-order.js';
import booklet from './booklet.js';
import home from './home.js';
import voucherFilter from './voucher-filter.js';
import outlets from './outlets.js';
import order from './order.js';
import orderMail from './order-mail.js';
import invoice from './invoice.js';
import orderAdmin from './order-admin.js';
import textBlockAdmin from './text-block-admin.js';
import statistics from './statistics.js';
import voucherAdmin from './voucher-admin.js';
import bookletAdmin from './booklet-admin.js';
import companyAdmin from './company-admin.js';
import appointments from './appointments.js';
import auth from './auth.js';
import mails from './mails.js';
import userDialog from './user-dialog.js';
import kit from './kit.js';
import roles from './roles.js';

export const deCH = {
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
  orderAdmin,
  textBlockAdmin,
  statistics,
  voucherAdmin,
  bookletAdmin,
  companyAdmin,
  appointments,
  auth,
  mails,
  userDialog,
  roles,
  kit,
};
