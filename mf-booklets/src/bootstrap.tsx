import { renderStandalone } from '@gb/shell/platform';

import { BookletsRoutes } from './booklets-routes.component';
import { BOOKLETS_REMOTE } from './remote-options';

void renderStandalone(BookletsRoutes, BOOKLETS_REMOTE);
