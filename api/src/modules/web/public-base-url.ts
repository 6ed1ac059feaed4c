import type { Request, Response } from 'express';

import type { AppConfig } from '../../config/app-config.js';

/**
 * The portal's public address without a trailing slash: `PUBLIC_URL`, else the one this request
 * came to (its protocol as the trusted proxies report it).
 */
export function publicBaseUrl(config: Pick<AppConfig, 'publicUrl'>, request: Request): string {
  return (config.publicUrl ?? `${request.protocol}://${request.get('host')}`).replace(/\/$/, '');
}

/**
 * Cache headers of an answer that names the portal's address (crawler files, pages): as asked
 * with `PUBLIC_URL`; without it the address is the request's host, so the answer is kept apart
 * per host (`Vary: Host`) and by the browser only, never by a shared cache.
 */
export function cacheNamingPortalAddress(
  config: Pick<AppConfig, 'publicUrl'>,
  response: Response,
  cacheControl: string,
): void {
  if (config.publicUrl) {
    response.setHeader('Cache-Control', cacheControl);
    return;
  }
  response.vary('Host');
  response.setHeader('Cache-Control', 'private, no-cache');
}
