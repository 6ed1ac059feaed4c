import { createRemoteLifecycles } from '@gb/shell/platform';

import { StorefrontRoutes } from './storefront-routes.component';
import { STOREFRONT_WORDING } from './wording';

// Exposed as `mf_storefront/app`; the shell mounts it on every public route.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  StorefrontRoutes,
  STOREFRONT_WORDING,
);
