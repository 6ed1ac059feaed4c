import {
  CONTENT_SLOT_ID,
  loadFormWording,
  selectDrawerOpen,
  useAppSelector,
} from '@gb/shell/platform';
import { useEffect } from 'react';
import styled from 'styled-components';

import { loadWhenOpened } from '../dialogs/load-when-opened';
import { LoginDialog, UserDialog } from '../dialogs/on-demand-dialogs';
import { Footer } from './footer.component';
import { SkipLink } from './skip-link.component';
import { TopBar } from './top-bar.component';
import { useVisitorLocaleAfterLogout } from './visitor-locale';

export const DRAWER_SLOT_ID = 'gb-drawer';

// Only a logged-in user opens the drawer: visitors never download its code or its menu wording.
const Drawer = loadWhenOpened(
  () =>
    Promise.all([import('./drawer.component'), loadFormWording()]).then(
      ([module]) => module.Drawer,
    ),
  () => useAppSelector(selectDrawerOpen),
);

/** The page frame; remotes render into the content slot, which React here leaves alone. */
interface FrameProps {
  /** Called once the content slot is in the document, so remotes can mount into it. */
  onMounted: () => void;
}

export function Frame({ onMounted }: FrameProps) {
  useEffect(onMounted, [onMounted]);
  useVisitorLocaleAfterLogout();
  return (
    <Layout>
      <SkipLink />
      <TopBar />
      <Content id={CONTENT_SLOT_ID} tabIndex={-1} />
      {/* A plain slot: the drawer, a side sheet (a dialog with its menu), names itself when open. */}
      <div id={DRAWER_SLOT_ID}>
        <Drawer />
      </div>
      <Footer />
      <LoginDialog />
      <UserDialog />
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen high: until a page draws its content, the footer waits below the fold
// instead of showing at the top and being pushed down.
const Content = styled.div`
  flex: 1;
  min-height: 100vh;
`;
