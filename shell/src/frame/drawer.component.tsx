import { drawerMenuFor, MediaSize } from '@gb/contracts';
import {
  drawerToggled,
  profileImageUrl,
  selectCurrentUser,
  selectDrawerOpen,
  selectSession,
  useAppDispatch,
  useAppSelector,
  userDialogOpened,
} from '@gb/shell/platform';
import { SideSheet } from '@gb/shell/platform/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { FrameLink } from './frame-link.component';
import { useCurrentPath } from './use-current-path';

/** Whether a menu entry leads to the page shown or to one of its details. */
function isCurrent(entryPath: string, pathname: string): boolean {
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/**
 * The right-hand drawer of a logged-in user: who it is, the profile link and the role's menu,
 * the page shown marked. A side sheet over a backdrop: focus moves in and returns to the menu
 * button; Escape, the backdrop and a menu entry close it.
 */
export function Drawer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawerOpen);
  const session = useAppSelector(selectSession);
  const user = useAppSelector(selectCurrentUser);
  const pathname = useCurrentPath();
  if (!session) return null;
  const name = user ? `${user.address.firstname} ${user.address.lastname}`.trim() : session.email;
  const imageId = user?.id === session.userId ? user.profileImageAttachmentId : null;
  const close = () => dispatch(drawerToggled(false));
  return (
    <SideSheet
      label={t('kit.menu')}
      isOpen={open}
      onOpenChange={(isOpen) => dispatch(drawerToggled(isOpen))}
    >
      <Panel aria-label={t('kit.menu')}>
        <Header>
          {imageId ? (
            <Avatar src={profileImageUrl(session.userId, imageId, MediaSize.M)} alt={name} />
          ) : (
            <Initials aria-hidden="true">{name.slice(0, 1).toUpperCase()}</Initials>
          )}
          <strong>{name}</strong>
          <ProfileButton
            type="button"
            onClick={() => {
              close();
              dispatch(userDialogOpened({ userId: session.userId }));
            }}
          >
            {t('menu.profile')}
          </ProfileButton>
        </Header>
        <Menu>
          {drawerMenuFor(session.permissions, session.roles).map((entry) => (
            <li key={entry.key}>
              <MenuLink
                to={entry.path}
                onNavigate={close}
                aria-current={isCurrent(entry.path, pathname) ? 'page' : undefined}
              >
                {t(entry.key)}
              </MenuLink>
            </li>
          ))}
        </Menu>
      </Panel>
    </SideSheet>
  );
}

const Panel = styled.nav`
  padding: ${({ theme }) => theme.spacing.m};
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.s};
  padding-bottom: ${({ theme }) => theme.spacing.m};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Avatar = styled.img`
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
`;

const Initials = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const ProfileButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Menu = styled.ul`
  margin: ${({ theme }) => theme.spacing.m} 0 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(FrameLink)`
  display: block;
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
  }
`;
