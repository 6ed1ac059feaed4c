import { PlatformProvider } from '@gb/shell/platform';
import { StrictMode } from 'react';

import { watchFirstScreen } from './first-screen/first-screen';
import { Frame } from './frame/frame.component';
import { followPageAddress } from './frame/page-address';
import { applyVisitorLocale } from './frame/visitor-locale';
import { createTransitionRoot } from './platform/lifecycles/transition-root';
import { startRemotes } from './routing/register-remotes';
import { loginFromMailedLink } from './session/mailed-link';

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
          <Frame onMounted={startRemotes} />
        </PlatformProvider>
      </StrictMode>,
    ),
  );
