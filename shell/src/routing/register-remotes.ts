import { init } from '@module-federation/enhanced/runtime';
import { registerApplication, start } from 'single-spa';

import { loadRemoteApp } from './remote-loader';
import { REMOTE_NAMES, activeWhen } from './remote-routes';

let started = false;

/** Registers every remote with single-spa; each is downloaded only when its route is active. */
export function startRemotes(): void {
  if (started) return; // effects run twice in strict mode
  started = true;
  // Attaches to the federation instance the build created for the host (same name).
  init({ name: 'shell', remotes: [] });
  for (const remote of REMOTE_NAMES) {
    registerApplication({
      name: remote,
      app: () => loadRemoteApp(remote),
      activeWhen: activeWhen(remote),
    });
  }
  start({ urlRerouteOnly: true });
}
