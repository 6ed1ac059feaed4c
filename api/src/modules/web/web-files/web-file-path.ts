import { join, normalize } from 'node:path';

import { REMOTE_NAMES } from '../../../config/app-config.js';

const REMOTE_PATH = /^\/mf\/([a-z]+)\/(.+)$/;

/**
 * Where a path of the web app (as the browser asks for it: /index.html, /mf/storefront/...) lies
 * in a build beside the api: the shell's dist at the root, each remote's dist under /mf/<name>/.
 * Undefined for a path outside those builds (or climbing out of them).
 */
export function builtWebFile(webRoot: string, urlPath: string): string | undefined {
  const remote = REMOTE_PATH.exec(urlPath);
  const [dist, rest] = remote
    ? (REMOTE_NAMES as readonly string[]).includes(remote[1])
      ? [join(webRoot, `mf-${remote[1]}`, 'dist'), remote[2]]
      : [undefined, '']
    : [join(webRoot, 'shell', 'dist'), urlPath.slice(1)];
  if (!dist || !rest) return undefined;
  const inside = normalize(rest);
  if (inside.startsWith('..') || inside.startsWith('/')) return undefined;
  return join(dist, inside);
}
