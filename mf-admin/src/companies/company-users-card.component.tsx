import type { Company, CompanyUser } from '@gb/contracts';
import { pathTo } from '@gb/contracts';
import { Button, errorMessage, Link, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardHeading,
  type DataColumn,
  DataTable,
  Dialog,
  toast,
} from '@gb/shell/platform/kit';
import { useState } from 'react';

import { CreateUserForm } from '../users/create-user-form.component';
import { useGetCompanyUsersQuery, useSendLoginLinkMutation } from './companies.api';

const nameOf = (user: CompanyUser) => `${user.firstname} ${user.lastname}`.trim() || user.email;

/** The company's users, each a link to its page: add one (Company role) and mail a user a login link. */
export function CompanyUsersCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const users = useGetCompanyUsersQuery(company.id);
  const [sendLoginLink, sending] = useSendLoginLinkMutation();
  const [adding, setAdding] = useState(false);
  const send = async (user: CompanyUser) => {
    const result = await sendLoginLink({ companyId: company.id, userId: user.id });
    if (result.error) toast.error(errorMessage(result.error) ?? t('errors.generic'));
    else toast.success(t('companyAdmin.loginLinkSent', { email: user.email }));
  };
  const columns: DataColumn<CompanyUser>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (user) => <Link to={pathTo('userDetail', { userId: user.id })}>{nameOf(user)}</Link>,
      sortValue: nameOf,
    },
    { id: 'email', header: t('fields.email'), cell: (user) => user.email },
    {
      id: 'login',
      header: t('fields.password'),
      cell: (user) =>
        user.loginViaHash ? t('companyAdmin.loginViaHash') : t('companyAdmin.withPassword'),
    },
    {
      id: 'loginLink',
      header: t('companyAdmin.sendLoginLink'),
      cell: (user) => (
        <Button
          type="button"
          $variant="plain"
          disabled={sending.isLoading}
          aria-label={t('companyAdmin.sendLoginLinkTo', { name: nameOf(user) })}
          onClick={() => void send(user)}
        >
          {t('companyAdmin.sendLoginLink')}
        </Button>
      ),
    },
  ];
  return (
    <Card aria-labelledby="company-users-title">
      <CardHeading id="company-users-title">{t('companyAdmin.users')}</CardHeading>
      <DataTable
        label={t('companyAdmin.users')}
        columns={columns}
        rows={users.data}
        rowKey={(user) => user.id}
        isLoading={users.isLoading}
        error={users.isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void users.refetch()}
        emptyMessage={t('companyAdmin.noUsers')}
      />
      <div>
        <Button type="button" onClick={() => setAdding(true)}>
          {t('companyAdmin.addUser')}
        </Button>
      </div>
      {adding && (
        <Dialog title={t('companyAdmin.addUser')} onOpenChange={setAdding}>
          {(close) => (
            <>
              <p>{t('companyAdmin.addUserHint')}</p>
              <CreateUserForm
                companyId={company.id}
                onCancel={close}
                onCreated={(_id, name) => {
                  toast.success(t('companyAdmin.userAdded', { name }));
                  close();
                }}
              />
            </>
          )}
        </Dialog>
      )}
    </Card>
  );
}
