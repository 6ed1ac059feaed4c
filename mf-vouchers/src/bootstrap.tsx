import { renderStandalone } from '@gb/shell/platform';

import { VouchersRoutes } from './vouchers-routes.component';
import { VOUCHERS_WORDING } from './wording';

void renderStandalone(VouchersRoutes, VOUCHERS_WORDING);
