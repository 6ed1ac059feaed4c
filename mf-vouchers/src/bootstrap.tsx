import { renderStandalone } from '@gb/shell/platform';

import { VouchersRoutes } from './vouchers-routes.component';

renderStandalone(VouchersRoutes);
