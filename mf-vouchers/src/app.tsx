import { createRemoteLifecycles, withRemainingCatalogue } from '@gb/shell/platform';

import { VouchersRoutes } from './vouchers-routes.component';

// Exposed as `mf_vouchers/app`; the shell mounts it on this remote's dashboard routes.
// Its wording (outside Home's first load) arrives before it first renders.
export const { bootstrap, mount, unmount } = withRemainingCatalogue(
  createRemoteLifecycles(VouchersRoutes),
);
