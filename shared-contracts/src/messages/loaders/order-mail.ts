import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `orderMail` namespace downloads from. */
const orderMail = {
  'de-CH': () => import('../de-CH/order-mail.js'),
  'en-US': () => import('../en-US/order-mail.js'),
} satisfies NamespaceLoaders;
export default orderMail;
