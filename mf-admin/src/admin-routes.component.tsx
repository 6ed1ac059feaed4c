import { RemoteRoutes } from '@gb/shell/platform';

import { CompanyDetailPage } from './pages/company-detail.page';
import { CompanyListPage } from './pages/company-list.page';
import { RegionDetailPage } from './pages/region-detail.page';
import { RegionListPage } from './pages/region-list.page';
import { StatisticsPage } from './pages/statistics.page';
import { TextBlockDetailPage } from './pages/text-block-detail.page';
import { TextBlockListPage } from './pages/text-block-list.page';
import { UserDetailPage } from './pages/user-detail.page';
import { UserListPage } from './pages/user-list.page';

/** A page for each route the route table gives this remote. */
const PAGES = {
  users: UserListPage,
  userDetail: UserDetailPage,
  regions: RegionListPage,
  regionDetail: RegionDetailPage,
  companies: CompanyListPage,
  companyDetail: CompanyDetailPage,
  textBlocks: TextBlockListPage,
  textBlockDetail: TextBlockDetailPage,
  statistics: StatisticsPage,
};

/** The routes of this remote, with their full paths (the router sees the whole URL). */
export function AdminRoutes() {
  return <RemoteRoutes remote="admin" pages={PAGES} />;
}
