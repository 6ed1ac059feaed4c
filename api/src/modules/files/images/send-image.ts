import { pipeline } from 'node:stream/promises';

import type { Request, Response } from 'express';

import type { RenderedImage } from './image-derivatives.service.js';
import { WEBP_MIME } from './image-format.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SendImageOptions {
  /** Images only the logged-in caller may see are never kept by a shared cache. */
  privateToCaller?: boolean;
  /** The format was chosen by the request's Accept header (WebP or the original). */
  byAccept?: boolean;
}

/**
 * Sends an image with an ETag naming attachment, size and (for WebP) format: an attachment never
 * changes, a new upload is a new attachment. With `cache` (the attachment id in the URL) browsers
 * keep it a year.
 */
export function sendImage(
  request: Request,
  response: Response,
  image: RenderedImage,
  etagParts: { attachmentId: number; size: number },
  { privateToCaller = false, byAccept = false }: SendImageOptions = {},
): void {
  const format = image.mime === WEBP_MIME ? '-webp' : '';
  const etag = `"a${etagParts.attachmentId}-s${etagParts.size}${format}"`;
  response.setHeader('ETag', etag);
  if (byAccept) response.vary('Accept');
  response.setHeader(
    'Cache-Control',
    privateToCaller
      ? 'private, no-cache'
      : request.query.cache !== undefined
        ? IMMUTABLE
        : 'no-cache',
  );
  if (request.headers['if-none-match'] === etag) {
    if (!Buffer.isBuffer(image.body)) image.body.destroy();
    response.status(304).end();
    return;
  }
  response.type(image.mime);
  if (Buffer.isBuffer(image.body)) {
    response.send(image.body);
    return;
  }
  // An original goes from the storage to the client chunk by chunk.
  pipeline(image.body, response).catch(() => response.destroy());
}
