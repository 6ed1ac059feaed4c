import { renderStandalone } from '@gb/shell/platform';

import { OrdersRoutes } from './orders-routes.component';

renderStandalone(OrdersRoutes);
