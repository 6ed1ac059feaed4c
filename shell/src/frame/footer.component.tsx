import {
  loginDialogToggled,
  logout,
  selectSession,
  useAppDispatch,
  useAppSelector,
} from '@gb/shell/platform';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { CurrentBooklets } from './current-booklets.component';
import { FrameLink } from './frame-link.component';

export const TERMS_PDF_URL = '/terms.pdf';

export function Footer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  return (
    <Wrapper>
      <Links aria-label={t('footer.navigation')}>
        <FrameLink to="/contact">{t('footer.contact')}</FrameLink>
        <FrameLink to="/legal-notice">{t('footer.legalNotice')}</FrameLink>
        <a href={TERMS_PDF_URL} target="_blank" rel="noreferrer">
          {t('footer.terms')}
        </a>
        {session ? (
          <LinkButton
            type="button"
            onClick={() => void logout(dispatch).then(() => window.location.assign('/'))}
          >
            {t('footer.logout')}
          </LinkButton>
        ) : (
          <LinkButton type="button" onClick={() => dispatch(loginDialogToggled(true))}>
            {t('footer.login')}
          </LinkButton>
        )}
      </Links>
      <CurrentBooklets />
      <Copyright>{t('footer.copyright', { year: new Date().getFullYear() })}</Copyright>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.spacing.l} ${({ theme }) => theme.spacing.m};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  margin-bottom: ${({ theme }) => theme.spacing.s};
`;

const Copyright = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
