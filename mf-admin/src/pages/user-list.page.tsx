import { TitledPage } from '@gb/shell/platform';

/** /dashboard/users */
export function UserListPage() {
  return <TitledPage titleKey="routes.users" />;
}
