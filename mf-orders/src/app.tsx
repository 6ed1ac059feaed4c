import { createRemoteLifecycles } from '@gb/shell/platform';

import { OrdersRoutes } from './orders-routes.component';
import { ORDERS_WORDING } from './wording';

// Exposed as `mf_orders/app`; the shell mounts it on this remote's dashboard routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(OrdersRoutes, ORDERS_WORDING);
