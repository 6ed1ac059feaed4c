import { Route, Routes, TitledPage } from '@gb/shell/platform';

import { CompanyDetailPage } from './pages/company-detail.page';
import { CompanyListPage } from './pages/company-list.page';
import { RegionDetailPage } from './pages/region-detail.page';
import { RegionListPage } from './pages/region-list.page';
import { StatisticsPage } from './pages/statistics.page';
import { TextBlockDetailPage } from './pages/text-block-detail.page';
import { TextBlockListPage } from './pages/text-block-list.page';
import { UserDetailPage } from './pages/user-detail.page';
import { UserListPage } from './pages/user-list.page';

/** The routes of this remote, with their full paths (the router sees the whole URL). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/users" element={<UserListPage />} />
      <Route path="/dashboard/users/:userId" element={<UserDetailPage />} />
      <Route path="/dashboard/regions" element={<RegionListPage />} />
      <Route path="/dashboard/regions/:regionId" element={<RegionDetailPage />} />
      <Route path="/dashboard/companies" element={<CompanyListPage />} />
      <Route path="/dashboard/companies/:companyId" element={<CompanyDetailPage />} />
      <Route path="/dashboard/text-blocks" element={<TextBlockListPage />} />
      <Route path="/dashboard/text-blocks/:textBlockId" element={<TextBlockDetailPage />} />
      <Route path="/dashboard/statistics" element={<StatisticsPage />} />
      <Route path="*" element={<TitledPage titleKey="routes.notFound" />} />
    </Routes>
  );
}
