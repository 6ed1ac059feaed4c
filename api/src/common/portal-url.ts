import { LOGIN_HASH_PLACEHOLDER } from '@gb/contracts';

import type { AppConfig } from '../config/app-config.js';

/**
 * A page of the portal as mailed links name it: the portal's own address (PUBLIC_URL, in
 * development this process's) and a path inside it, the only part a client may name; with the
 * placeholder, a login-link template.
 */
export function portalUrl(
  config: Pick<AppConfig, 'publicUrl' | 'port'>,
  path: string,
  withLoginHash = false,
): string {
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  const url = `${base}${path}`;
  return withLoginHash ? `${url}?loginHash=${LOGIN_HASH_PLACEHOLDER}` : url;
}
