import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `companyAdmin` namespace downloads from. */
const companyAdmin: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/company-admin.js'),
  'en-US': () => import('../en-US/company-admin.js'),
};
export default companyAdmin;
