import { Route, Routes, TitledPage } from '@gb/shell/platform';

import { AppointmentsPage } from './pages/appointments.page';
import { BookletDetailPage } from './pages/booklet-detail.page';
import { BookletListPage } from './pages/booklet-list.page';

/** The routes of this remote, with their full paths (the router sees the whole URL). */
export function BookletsRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/booklets" element={<BookletListPage />} />
      <Route path="/dashboard/booklets/:bookletId" element={<BookletDetailPage />} />
      <Route path="/dashboard/appointments" element={<AppointmentsPage />} />
      <Route path="*" element={<TitledPage titleKey="routes.notFound" />} />
    </Routes>
  );
}
