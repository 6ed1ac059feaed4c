import { renderStandalone } from '@gb/shell/platform';

import { StorefrontRoutes } from './storefront-routes.component';
import { STOREFRONT_WORDING } from './wording';

void renderStandalone(StorefrontRoutes, STOREFRONT_WORDING);
