import {
  Link,
  TextField,
  TitledPage,
  useGetUsersQuery,
  useNavigate,
  useTranslation,
} from '@gb/shell/platform';
import { useState } from 'react';

import { CreateUserForm } from '../components/create-user-form.component';

/** /dashboard/users: every user, a search over name and email, and creating a user. */
export function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: users = [] } = useGetUsersQuery();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = users.filter((user) =>
    `${user.address.firstname} ${user.address.lastname} ${user.email}`
      .toLowerCase()
      .includes(needle),
  );
  return (
    <TitledPage titleKey="routes.users">
      <TextField
        label={t('common.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <table>
        <tbody>
          {shown.map((user) => (
            <tr key={user.id}>
              <td>
                <Link to={`/dashboard/users/${user.id}`}>
                  {user.address.firstname} {user.address.lastname}
                </Link>
              </td>
              <td>{user.email}</td>
              <td>{user.roles.map((role) => t(`roles.${role}`)).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CreateUserForm onCreated={(id) => navigate(`/dashboard/users/${id}`)} />
    </TitledPage>
  );
}
