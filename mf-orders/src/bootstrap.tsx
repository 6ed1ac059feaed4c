import { renderStandalone } from '@gb/shell/platform';

import { OrdersRoutes } from './orders-routes.component';
import { ORDERS_REMOTE } from './remote-options';

void renderStandalone(OrdersRoutes, ORDERS_REMOTE);
