import { renderStandalone } from '@gb/shell/platform';

import { BookletsRoutes } from './booklets-routes.component';
import { BOOKLETS_WORDING } from './wording';

void renderStandalone(BookletsRoutes, BOOKLETS_WORDING);
