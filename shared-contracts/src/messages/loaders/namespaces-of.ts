import type { Namespace } from '../namespaces.js';
import type { NamespaceLoaders } from '../namespace-loaders.js';

/** The namespaces a set of loaders names, for `remoteWording(loaders, namespacesOf(loaders))`. */
export function namespacesOf(loaders: Partial<Record<Namespace, NamespaceLoaders>>): Namespace[] {
  return Object.keys(loaders) as Namespace[];
}
