/**
 * The top-level catalogue groups the frame, the storefront and Home's first screen use. Every
 * other group (forms, dialogs, dashboard screens, mails, invoices) is downloaded with the code
 * that needs it: `loadRemainingCatalogue()` from the platform.
 */
export const FIRST_LOAD_GROUPS = [
  'site',
  'routes',
  'topBar',
  'footer',
  'remoteError',
  'common',
  'errors',
  'locales',
  'booklet',
  'home',
  'voucherFilter',
  'outlets',
];
