import type { Locale } from '@gb/contracts';
import type { Namespace } from '@gb/contracts/messages';
import type { NamespaceMessages } from '@gb/contracts/messages/loaders';

type Loader = () => Promise<{ default: NamespaceMessages }>;

/** Where each namespace's wording downloads from, per locale. */
export type CatalogueLoaders = Partial<Record<Namespace, Record<Locale, Loader>>>;

const registry: CatalogueLoaders = {};

/**
 * Names where namespaces download from. The shell names every namespace; a remote names its own
 * afterwards, so its wording comes from its own build and deploys with it.
 */
export function provideCatalogues(loaders: CatalogueLoaders): void {
  Object.assign(registry, loaders);
}

/** One namespace of one locale, from the loader named last. */
export function downloadNamespace(locale: string, namespace: string): Promise<NamespaceMessages> {
  const loader = registry[namespace as Namespace]?.[locale as Locale];
  if (!loader) return Promise.reject(new Error(`No wording for ${namespace} in ${locale}`));
  return loader().then((module) => module.default);
}
