import { createRemoteLifecycles } from '@gb/shell/platform';

import { AdminRoutes } from './admin-routes.component';
import { ADMIN_WORDING } from './wording';

// Exposed as `mf_admin/app`; the shell mounts it on this remote's dashboard routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(AdminRoutes, ADMIN_WORDING);
