import {
  TitledPage,
  useNavigate,
  useParams,
  type UserDialogTab,
  UserProfile,
} from '@gb/shell/platform';
import { useState } from 'react';

/** /dashboard/users/:userId: the same tabs as the user dialog. */
export function UserDetailPage() {
  const id = Number(useParams().userId);
  const navigate = useNavigate();
  const [tab, setTab] = useState<UserDialogTab>('details');
  return (
    <TitledPage titleKey="routes.userDetail">
      {Number.isInteger(id) && (
        <UserProfile
          userId={id}
          tab={tab}
          onTabChange={setTab}
          onDeleted={() => navigate('/dashboard/users')}
        />
      )}
    </TitledPage>
  );
}
