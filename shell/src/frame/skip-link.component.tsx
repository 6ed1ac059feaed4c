import { CONTENT_SLOT_ID } from '@gb/shell/platform';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * The first stop of the keyboard: past the top bar to the page's content. It moves the focus
 * itself (a hash in the URL would reach the remotes' routers).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const content = document.getElementById(CONTENT_SLOT_ID);
    const main = content?.querySelector<HTMLElement>('main');
    if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    (main ?? content)?.focus();
  };
  return (
    <Link href={`#${CONTENT_SLOT_ID}`} onClick={skip}>
      {t('topBar.skipToContent')}
    </Link>
  );
}

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.spacing.s};
  left: ${({ theme }) => theme.spacing.s};
  z-index: 100;
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;
