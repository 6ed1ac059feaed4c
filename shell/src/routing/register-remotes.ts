import { init, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { isRemoteActive, REMOTE_NAMES } from '@gb/contracts';
import { selectSession, store } from '@gb/shell/platform';
import { registerApplication, start } from 'single-spa';

import { loadRemoteApp } from './remote-loader';
import { guardDecision } from './navigation-guard';
import { platformRefusal } from './platform-refusal';
import { startNavigationGuard } from './start-navigation-guard';

let started = false;

/** Registers every remote with single-spa; each is downloaded only when its route is active. */
export function startRemotes(): void {
  if (started) return; // effects run twice in strict mode
  started = true;
  // Attaches to the federation instance the build created for the host (same name).
  init({ name: 'shell', remotes: [] });
  // For the instances the remotes create when they load, which take the platform from the shell.
  registerGlobalPlugins([platformRefusal]);
  for (const remote of REMOTE_NAMES) {
    registerApplication({
      name: remote,
      app: () => loadRemoteApp(remote),
      // A guarded route stays empty until the guard lets the user in.
      activeWhen: ({ pathname }) =>
        isRemoteActive(remote, pathname) &&
        guardDecision(pathname, selectSession(store.getState())) === 'allow',
    });
  }
  startNavigationGuard();
  start({ urlRerouteOnly: true });
}
