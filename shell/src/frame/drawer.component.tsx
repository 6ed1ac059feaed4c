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
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { FrameLink } from './frame-link.component';

/** The right-hand drawer of a logged-in user: who it is, the profile link and the role's menu. */
export function Drawer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawerOpen);
  const session = useAppSelector(selectSession);
  const user = useAppSelector(selectCurrentUser);
  if (!open || !session) return null;
  const name = user ? `${user.address.firstname} ${user.address.lastname}`.trim() : session.email;
  const imageId = user?.id === session.userId ? user.profileImageAttachmentId : null;
  return (
    <Panel aria-label={t('topBar.openMenu')}>
      <Header>
        {imageId ? (
          <Avatar src={profileImageUrl(session.userId, imageId, MediaSize.M)} alt={name} />
        ) : (
          <Initials aria-hidden="true">{name.slice(0, 1).toUpperCase()}</Initials>
        )}
        <strong>{name}</strong>
        <ProfileButton
          type="button"
          onClick={() => dispatch(userDialogOpened({ userId: session.userId }))}
        >
          {t('menu.profile')}
        </ProfileButton>
      </Header>
      <Menu>
        {drawerMenuFor(session.permissions, session.roles).map((entry) => (
          <li key={entry.key}>
            <MenuLink to={entry.path} onNavigate={() => dispatch(drawerToggled(false))}>
              {t(entry.key)}
            </MenuLink>
          </li>
        ))}
      </Menu>
    </Panel>
  );
}

const Panel = styled.nav`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 50;
  width: min(100%, 18rem);
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.m};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: -2px 0 12px rgba(0, 0, 0, 0.2);
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
  padding: ${({ theme }) => theme.spacing.s} 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;
