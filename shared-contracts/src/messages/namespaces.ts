/**
 * The catalogue's namespaces: one per top-level group, so `t('orderAdmin.title')` reads the key
 * `title` of the namespace `orderAdmin` (i18next runs with `nsSeparator: '.'`).
 */
export const NAMESPACES = [
  'site',
  'routes',
  'menu',
  'topBar',
  'footer',
  'remoteError',
  'common',
  'errors',
  'apiErrors',
  'validation',
  'fields',
  'salutations',
  'locales',
  'bookletStates',
  'voucherStates',
  'voucherActions',
  'voucher',
  'partnerOrderStates',
  'partnerOrderTypes',
  'returnOrderStates',
  'partnerOrder',
  'booklet',
  'home',
  'voucherFilter',
  'outlets',
  'order',
  'orderMail',
  'invoice',
  'orderAdmin',
  'voucherAdmin',
  'auth',
  'mails',
  'userDialog',
  'roles',
  'kit',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
