import { TitledPage } from '@gb/shell/platform';

/** /dashboard/users/:userId */
export function UserDetailPage() {
  return <TitledPage titleKey="routes.userDetail" />;
}
