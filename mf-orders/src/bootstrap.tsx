import { renderStandalone } from '@gb/shell/platform';

import { OrdersRoutes } from './orders-routes.component';
import { ORDERS_WORDING } from './wording';

void renderStandalone(OrdersRoutes, ORDERS_WORDING);
