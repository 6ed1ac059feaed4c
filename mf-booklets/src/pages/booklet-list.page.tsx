import { TitledPage } from '@gb/shell/platform';

/** /dashboard/booklets */
export function BookletListPage() {
  return <TitledPage titleKey="routes.booklets" />;
}
