import { createRemoteLifecycles } from '@gb/shell/platform';

import { VouchersRoutes } from './vouchers-routes.component';
import { VOUCHERS_WORDING } from './wording';

// Exposed as `mf_vouchers/app`; the shell mounts it on this remote's dashboard routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  VouchersRoutes,
  VOUCHERS_WORDING,
);
