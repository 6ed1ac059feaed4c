import { PlatformProvider } from '@gb/shell/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { watchFirstScreen } from './first-screen/first-screen';
import { Frame } from './frame/frame.component';
import { startRemotes } from './routing/register-remotes';
import { loginFromMailedLink } from './session/mailed-link';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing element #root');

watchFirstScreen();

// The hash login runs first, so the guard sees its login.
void loginFromMailedLink().finally(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <PlatformProvider>
        <Frame onMounted={startRemotes} />
      </PlatformProvider>
    </StrictMode>,
  ),
);
