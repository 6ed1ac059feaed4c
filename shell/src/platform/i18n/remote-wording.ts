import type { Namespace } from '@gb/contracts/messages';

import type { RemoteOptions } from '../lifecycles/create-remote-lifecycles';
import { provideCatalogues, type CatalogueLoaders } from './catalogue-registry';
import { FORM_NAMESPACES } from './i18n.instance';

/**
 * A remote's wording: its own namespaces download from its own build (`loaders` is the remote's
 * copy of `@gb/contracts/messages/loaders`), so new wording deploys with the remote; the
 * platform's form wording comes with them.
 */
export function remoteWording(
  loaders: CatalogueLoaders,
  own: readonly Namespace[],
  shared: readonly Namespace[] = FORM_NAMESPACES,
): RemoteOptions {
  provideCatalogues(Object.fromEntries(own.map((namespace) => [namespace, loaders[namespace]])));
  return { namespaces: [...shared, ...own] };
}
