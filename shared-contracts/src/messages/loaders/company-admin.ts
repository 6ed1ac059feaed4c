import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `companyAdmin` namespace downloads from. */
const companyAdmin = {
  'de-CH': () => import('../de-CH/company-admin.js'),
  'en-US': () => import('../en-US/company-admin.js'),
} satisfies NamespaceLoaders;
export default companyAdmin;
