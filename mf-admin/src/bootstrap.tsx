import { renderStandalone } from '@gb/shell/platform';

import { AdminRoutes } from './admin-routes.component';
import { ADMIN_WORDING } from './wording';

void renderStandalone(AdminRoutes, ADMIN_WORDING);
