import { FIRST_SCREEN, type Locale } from '@gb/contracts';
import styled from 'styled-components';

import { TopBar } from '../frame/top-bar.component';

interface FirstScreenFrameProps {
  locale: Locale;
  /** The page's markup as the storefront's server renderer drew it. */
  page: string;
}

/**
 * The frame of the server's first screen: a visitor's top bar (logged out) above the page, laid
 * over the app, which draws the same beneath it. Assistive technology and the keyboard skip it
 * (the app beneath takes the focus); its own `lang` marks the page's language, whatever the
 * document's says while the shell's scripts start.
 */
export function FirstScreenFrame({ locale, page }: FirstScreenFrameProps) {
  return (
    <Screen id={FIRST_SCREEN.elementId} lang={locale} aria-hidden="true">
      <TopBar firstScreen />
      <div dangerouslySetInnerHTML={{ __html: page }} />
    </Screen>
  );
}

const Screen = styled.div`
  position: absolute;
  inset: 0 0 auto;
  z-index: 90;
  min-height: 100vh;
  min-width: ${({ theme }) => theme.breakpoints.xs}px;
  background: ${({ theme }) => theme.colors.background};
`;
