import { renderStandalone } from '@gb/shell/platform';

import { AdminRoutes } from './admin-routes.component';

renderStandalone(AdminRoutes);
