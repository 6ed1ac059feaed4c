import { createRemoteLifecycles } from '@gb/shell/platform';

import { VouchersRoutes } from './vouchers-routes.component';
import { VOUCHERS_REMOTE } from './remote-options';

// Exposed as `mf_vouchers/app`; the shell mounts it on this remote's dashboard routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  VouchersRoutes,
  VOUCHERS_REMOTE,
);
