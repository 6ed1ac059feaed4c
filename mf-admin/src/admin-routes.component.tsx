import { RemoteRoutes } from '@gb/shell/platform';

import { CompanyDetailPage } from './companies/company-detail.page';
import { CompanyListPage } from './companies/company-list.page';
import { RedemptionsPage } from './redemptions/redemptions.page';
import { RegionDetailPage } from './regions/region-detail.page';
import { RegionListPage } from './regions/region-list.page';
import { StatisticsPage } from './statistics/statistics.page';
import { TextBlockDetailPage } from './text-blocks/text-block-detail.page';
import { TextBlockListPage } from './text-blocks/text-block-list.page';
import { UserDetailPage } from './users/user-detail.page';
import { UserListPage } from './users/user-list.page';
import { WalletCopiesPage } from './wallets/wallet-copies.page';

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
  redemptions: RedemptionsPage,
  wallets: WalletCopiesPage,
};

/** The routes of this remote, with their full paths (the router sees the whole URL). */
export function AdminRoutes() {
  return <RemoteRoutes remote="admin" pages={PAGES} />;
}
