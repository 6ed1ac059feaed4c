import {
  useNavigate,
  useParams,
  useTranslation,
  type UserDialogTab,
  UserProfile,
} from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';
import { useState } from 'react';

/** /dashboard/users/:userId: the same tabs as the user dialog. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().userId);
  const navigate = useNavigate();
  const [tab, setTab] = useState<UserDialogTab>('details');
  const title = t('routes.userDetail');
  return (
    <PageLayout
      title={title}
      breadcrumbs={[
        { label: t('routes.home'), to: '/' },
        { label: t('routes.users'), to: '/dashboard/users' },
        { label: title },
      ]}
    >
      {Number.isInteger(id) && (
        <UserProfile
          userId={id}
          tab={tab}
          onTabChange={setTab}
          onDeleted={() => navigate('/dashboard/users')}
        />
      )}
    </PageLayout>
  );
}
