import { PlatformProvider } from '@gb/shell/platform';
import { StrictMode } from 'react';

import { watchFirstScreen } from './first-screen/first-screen';
import { Frame } from './frame/frame.component';
import { followPageAddress } from './frame/page-address';
import { applyVisitorLocale } from './frame/visitor-locale';
import { createTransitionRoot } from './platform/lifecycles/transition-root';
import { nextTask } from './next-task';
import { startRemotes } from './routing/register-remotes';
import { loginFromMailedLink } from './session/mailed-link';

/** Once the frame is drawn, the remotes start in a task of their own, apart from the frame's effects. */
const startRemotesNext = () => void nextTask().then(startRemotes);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing element #root');

watchFirstScreen();

// The hash login runs first, so the guard sees its login; a visitor's language is applied before
// the first render.
void loginFromMailedLink()
  .then(applyVisitorLocale)
  .finally(followPageAddress)
  .finally(() =>
    createTransitionRoot(rootElement).render(
      <StrictMode>
        <PlatformProvider>
          <Frame onMounted={startRemotesNext} />
        </PlatformProvider>
      </StrictMode>,
    ),
  );
