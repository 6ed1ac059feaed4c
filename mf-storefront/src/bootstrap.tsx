import { renderStandalone } from '@gb/shell/platform';

import { StorefrontRoutes } from './storefront-routes.component';

renderStandalone(StorefrontRoutes);
