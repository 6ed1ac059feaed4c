import { renderStandalone } from '@gb/shell/platform';

import { VouchersRoutes } from './vouchers-routes.component';
import { VOUCHERS_REMOTE } from './remote-options';

void renderStandalone(VouchersRoutes, VOUCHERS_REMOTE);
