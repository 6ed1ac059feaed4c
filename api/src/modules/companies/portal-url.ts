import { LOGIN_HASH_PLACEHOLDER } from '@gb/contracts';

import type { AppConfig } from '../../config/app-config.js';

/** A page of the portal as mailed links name it; with the placeholder, a login-link template. */
export function portalUrl(config: AppConfig, path: string, withLoginHash = false): string {
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  const url = `${base}${path}`;
  return withLoginHash ? `${url}?loginHash=${LOGIN_HASH_PLACEHOLDER}` : url;
}
