import { RemoteRoutes } from '@gb/shell/platform';

import { AppointmentsPage } from './pages/appointments.page';
import { BookletDetailPage } from './pages/booklet-detail.page';
import { BookletListPage } from './pages/booklet-list.page';

/** A page for each route the route table gives this remote. */
const PAGES = {
  booklets: BookletListPage,
  bookletDetail: BookletDetailPage,
  appointments: AppointmentsPage,
};

/** The routes of this remote, with their full paths (the router sees the whole URL). */
export function BookletsRoutes() {
  return <RemoteRoutes remote="booklets" pages={PAGES} />;
}
