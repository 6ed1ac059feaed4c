import {
  selectSession,
  useAppSelector,
  useGetUserQuery,
  useNavigate,
  useParams,
  useTranslation,
  type UserDialogTab,
  UserProfile,
} from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';
import { useState } from 'react';

import { userListFor } from './user-list';

/**
 * /dashboard/users/:userId: the same tabs as the user dialog. Its breadcrumb and a delete lead
 * to the user's list the viewer may open: every user for an admin, the company for a franchisee.
 */
export function UserDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().userId);
  const navigate = useNavigate();
  const [tab, setTab] = useState<UserDialogTab>('details');
  const session = useAppSelector(selectSession);
  const { data: user } = useGetUserQuery(id, { skip: !Number.isInteger(id) });
  const list = userListFor(user?.companyId, {
    permissions: session?.permissions ?? [],
    roles: session?.roles ?? [],
  });
  const title = t('routes.userDetail');
  return (
    <PageLayout
      title={title}
      breadcrumbs={[
        { label: t('routes.home'), to: '/' },
        ...(list.route === 'home' ? [] : [{ label: t(`routes.${list.route}`), to: list.path }]),
        { label: title },
      ]}
    >
      {Number.isInteger(id) && (
        <UserProfile
          userId={id}
          tab={tab}
          onTabChange={setTab}
          onDeleted={() => navigate(list.path)}
        />
      )}
    </PageLayout>
  );
}
