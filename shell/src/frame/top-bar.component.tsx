import { Role } from '@gb/contracts';
import {
  drawerToggled,
  selectDrawerOpen,
  selectSession,
  useAppDispatch,
  useAppSelector,
} from '@gb/shell/platform';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import logoUrl from '../assets/logo.svg';
import { FrameLink } from './frame-link.component';
import { LanguageSwitch } from './language-switch.component';

interface TopBarProps {
  /**
   * Drawn for the server's first screen (see FIRST_SCREEN): out of the tab order (the app beneath
   * takes the focus), its language choices links to the page in that language.
   */
  firstScreen?: boolean;
}

export function TopBar({ firstScreen = false }: TopBarProps) {
  const { t } = useTranslation();
  const tabIndex = firstScreen ? -1 : undefined;
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const drawerOpen = useAppSelector(selectDrawerOpen);
  return (
    <Bar>
      {/* The link's name is the site's name it shows, and says where it leads. */}
      <LogoLink to="/" title={t('topBar.home')} tabIndex={tabIndex}>
        <img src={logoUrl} alt="" width={40} height={40} />
        <SiteName>{t('site.title')}</SiteName>
      </LogoLink>
      <Actions aria-label={t('topBar.navigation')}>
        <ActionLink to="/contact" tabIndex={tabIndex}>
          {t('topBar.contact')}
        </ActionLink>
        {/* A partner company is a partner already. */}
        {!session?.roles.includes(Role.Company) && (
          <ActionLink to="/become-partner" tabIndex={tabIndex}>
            {t('topBar.becomePartner')}
          </ActionLink>
        )}
        <LanguageSwitch firstScreen={firstScreen} />
        {session && (
          <MenuToggle
            type="button"
            aria-expanded={drawerOpen}
            aria-label={t(drawerOpen ? 'topBar.closeMenu' : 'topBar.openMenu')}
            onClick={() => dispatch(drawerToggled())}
          >
            ☰
          </MenuToggle>
        )}
      </Actions>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const LogoLink = styled(FrameLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  color: inherit;
  text-decoration: none;
`;

const SiteName = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.l};
  font-weight: bold;
`;

const Actions = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.s};
`;

const ActionLink = styled(FrameLink)`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  border: 1px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.s};
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.s};
  text-decoration: none;
`;

const MenuToggle = styled.button`
  position: relative;
  z-index: 60;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  border: 1px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.l};
  cursor: pointer;
`;
