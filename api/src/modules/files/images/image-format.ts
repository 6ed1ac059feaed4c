import type { Request } from 'express';

/** The formats an image is answered in: as stored (or JPEG for a drawn size), or WebP. */
export type ImageFormat = 'original' | 'webp';

export const WEBP_MIME = 'image/webp';

/**
 * WebP when the browser says it takes it (every current browser's image requests do), else the
 * original format. The same test as the web server's image cache key (docker/nginx.conf), so
 * each cache entry holds the format its requests get.
 */
export function acceptedImageFormat(request: Request): ImageFormat {
  return (request.headers.accept ?? '').includes(WEBP_MIME) ? 'webp' : 'original';
}
