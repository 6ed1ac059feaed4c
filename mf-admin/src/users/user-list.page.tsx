import type { User } from '@gb/contracts';
import { Button, Link, useNavigate, useTranslation } from '@gb/shell/platform';
import {
  DataTable,
  Dialog,
  PageLayout,
  TextField,
  useGetUsersQuery,
  useUrlState,
  type DataColumn,
} from '@gb/shell/platform/kit';
import { useState } from 'react';

import { CreateUserForm } from './create-user-form.component';

const fullName = (user: User) => `${user.address.firstname} ${user.address.lastname}`.trim();

/** /dashboard/users: every user, a search over name and email kept in the URL, a new user. */
export function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const users = useGetUsersQuery();
  const [filters, setFilters] = useUrlState({ search: '' });
  const [creating, setCreating] = useState(false);
  const needle = filters.search.trim().toLowerCase();
  const shown = users.data?.filter((user) =>
    `${fullName(user)} ${user.email}`.toLowerCase().includes(needle),
  );
  const columns: DataColumn<User>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (user) => (
        <Link to={`/dashboard/users/${user.id}`}>{fullName(user) || user.email}</Link>
      ),
      sortValue: (user) => fullName(user).toLowerCase(),
    },
    {
      id: 'email',
      header: t('fields.email'),
      cell: (user) => user.email,
      sortValue: (user) => user.email,
    },
    {
      id: 'roles',
      header: t('userDialog.roles'),
      cell: (user) => user.roles.map((role) => t(`roles.${role}`)).join(', '),
    },
  ];
  const title = t('routes.users');
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
      toolbar={
        <Button type="button" onClick={() => setCreating(true)}>
          {t('userDialog.createUser')}
        </Button>
      }
    >
      <div role="search">
        <TextField
          type="search"
          label={t('common.search')}
          value={filters.search}
          onChange={(search) => setFilters({ search })}
        />
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={shown}
        rowKey={(user) => user.id}
        isLoading={users.isLoading}
        error={users.isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void users.refetch()}
      />
      {creating && (
        <Dialog title={t('userDialog.createUser')} onOpenChange={setCreating}>
          {(close) => (
            <CreateUserForm
              onCancel={close}
              onCreated={(id) => {
                close();
                navigate(`/dashboard/users/${id}`);
              }}
            />
          )}
        </Dialog>
      )}
    </PageLayout>
  );
}
