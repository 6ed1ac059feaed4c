import { TitledPage } from '@gb/shell/platform';

/** /dashboard/booklets/:bookletId */
export function BookletDetailPage() {
  return <TitledPage titleKey="routes.bookletDetail" />;
}
