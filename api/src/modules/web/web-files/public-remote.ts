import { PUBLIC_ROUTES } from '@gb/contracts';

import type { AppConfig } from '../../../config/app-config.js';

/** The remote that shows every public page. */
export const PUBLIC_REMOTE = PUBLIC_ROUTES.find((route) => route.path === '/')!.remote;

/**
 * Where the public remote's remoteEntry.js lies on this site ("/mf/storefront/remoteEntry.js");
 * undefined when the remote is served from another site, whose files the server does not read.
 */
export function publicRemoteEntry(config: AppConfig): string | undefined {
  const entry = config.remotes[PUBLIC_REMOTE];
  return entry.startsWith('/') && !entry.startsWith('//') ? entry : undefined;
}

/** The folder of a remote's entry, ending with "/": its other files lie there. */
export function remoteFolder(entryPath: string): string {
  return entryPath.slice(0, entryPath.lastIndexOf('/') + 1);
}
