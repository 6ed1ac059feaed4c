import { createRemoteLifecycles } from '@gb/shell/platform';

import { BookletsRoutes } from './booklets-routes.component';
import { BOOKLETS_WORDING } from './wording';

// Exposed as `mf_booklets/app`; the shell mounts it on this remote's dashboard routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  BookletsRoutes,
  BOOKLETS_WORDING,
);
