import { renderStandalone } from '@gb/shell/platform';

import { AdminRoutes } from './admin-routes.component';
import { ADMIN_REMOTE } from './remote-options';

void renderStandalone(AdminRoutes, ADMIN_REMOTE);
