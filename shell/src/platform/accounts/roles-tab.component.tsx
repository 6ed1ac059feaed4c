import { Role, type User } from '@gb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { ErrorAlert } from '../ui/error-alert.component';
import { errorMessage } from './error-message';
import { useToggleRoleMutation } from './user-profile.api';

interface RolesTabProps {
  user: User;
  /** An admin never changes its own roles. */
  isOwnUser: boolean;
}

/** One toggle per role: green when held, red when not; a refused toggle shows the api's reason. */
export function RolesTab({ user, isOwnUser }: RolesTabProps) {
  const { t } = useTranslation();
  const [toggleRole, { isLoading }] = useToggleRoleMutation();
  const [error, setError] = useState<string>();
  const toggle = async (role: Role) => {
    const result = await toggleRole({ userId: user.id, roleName: role });
    setError(result.error ? (errorMessage(result.error) ?? t('errors.generic')) : undefined);
  };
  return (
    <>
      <List>
        {Object.values(Role).map((role) => {
          const held = user.roles.includes(role);
          return (
            <li key={role}>
              <Toggle
                type="button"
                role="switch"
                aria-checked={held}
                $held={held}
                disabled={isOwnUser || isLoading}
                onClick={() => void toggle(role)}
              >
                {t(`roles.${role}`)}
              </Toggle>
            </li>
          );
        })}
      </List>
      <ErrorAlert message={error} />
    </>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
  padding: 0;
  list-style: none;
`;

const Toggle = styled.button<{ $held: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $held }) => ($held ? theme.colors.success : theme.colors.danger)};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
