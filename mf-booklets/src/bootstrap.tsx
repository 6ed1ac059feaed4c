import { renderStandalone } from '@gb/shell/platform';

import { BookletsRoutes } from './booklets-routes.component';

renderStandalone(BookletsRoutes);
