import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `appointments` namespace downloads from. */
const appointments = {
  'de-CH': () => import('../de-CH/appointments.js'),
  'en-US': () => import('../en-US/appointments.js'),
} satisfies NamespaceLoaders;
export default appointments;
