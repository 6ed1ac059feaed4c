import { Permission } from '@gb/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { UserDialogTab } from '../auth/auth.slice';
import { selectSession } from '../auth/session.selectors';
import { useAppSelector } from '../store/hooks';
import { Tabs } from '../ui/tabs.component';
import { useGetUserQuery } from './accounts.api';
import { DeleteTab } from './delete-tab.component';
import { DetailsTab } from './details-tab.component';
import { GeneralInformationForm } from './general-information-form.component';
import { PasswordTab } from './password-tab.component';
import { ProfileImageForm } from './profile-image-form.component';
import { RolesTab } from './roles-tab.component';

interface UserProfileProps {
  userId: number;
  tab: UserDialogTab;
  onTabChange: (tab: UserDialogTab) => void;
  onDeleted: () => void;
}

/**
 * The tabs of a user: details for all, roles for admins, password for the user itself
 * or admins, delete for franchisees (never on oneself).
 */
export function UserProfile({ userId, tab, onTabChange, onDeleted }: UserProfileProps) {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const { data: user, isError } = useGetUserQuery(userId);
  const permissions = session?.permissions ?? [];
  const isOwnUser = session?.userId === userId;
  const isAdmin = permissions.includes(Permission.Admin);
  const tabs: { key: UserDialogTab; label: string; visible: boolean }[] = [
    { key: 'details', label: t('userDialog.details'), visible: true },
    { key: 'roles', label: t('userDialog.roles'), visible: isAdmin },
    { key: 'password', label: t('userDialog.changePassword'), visible: isOwnUser || isAdmin },
    {
      key: 'delete',
      label: t('userDialog.deleteUser'),
      visible: permissions.includes(Permission.Franchisee) && !isOwnUser,
    },
  ];
  if (isError) return <p role="alert">{t('errors.generic')}</p>;
  if (!user) return <p>{t('common.loading')}</p>;
  const active = tabs.find((entry) => entry.key === tab && entry.visible) ?? tabs[0]!;
  return (
    <>
      <Name>
        {user.address.firstname} {user.address.lastname} · {user.email}
      </Name>
      <Tabs
        label={t('userDialog.sections')}
        tabs={tabs.filter((entry) => entry.visible)}
        selected={active.key}
        onSelect={onTabChange}
      >
        {active.key === 'details' && (
          <Column>
            {(isOwnUser || isAdmin) && <ProfileImageForm user={user} />}
            {isAdmin && <GeneralInformationForm key={user.id} user={user} />}
            <DetailsTab key={user.id} user={user} isOwnUser={isOwnUser} />
          </Column>
        )}
        {active.key === 'roles' && <RolesTab user={user} isOwnUser={isOwnUser} />}
        {active.key === 'password' && <PasswordTab userId={user.id} />}
        {active.key === 'delete' && <DeleteTab userId={user.id} onDeleted={onDeleted} />}
      </Tabs>
    </>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Name = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  color: ${({ theme }) => theme.colors.muted};
`;
