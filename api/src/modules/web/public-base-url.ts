import type { Request } from 'express';

import type { AppConfig } from '../../config/app-config.js';

/**
 * The portal's public address without a trailing slash: `PUBLIC_URL`, else the one this request
 * came to (its protocol as the trusted proxies report it).
 */
export function publicBaseUrl(config: Pick<AppConfig, 'publicUrl'>, request: Request): string {
  return (config.publicUrl ?? `${request.protocol}://${request.get('host')}`).replace(/\/$/, '');
}
