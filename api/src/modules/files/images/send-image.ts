import { pipeline } from 'node:stream/promises';

import type { Request, Response } from 'express';

import type { RenderedImage } from './image-derivatives.service.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends an image with an ETag naming attachment and size (an attachment never changes; a new
 * upload is a new attachment). With `cache` (the attachment id in the URL) browsers keep it a year.
 */
export function sendImage(
  request: Request,
  response: Response,
  image: RenderedImage,
  etagParts: { attachmentId: number; size: number },
  /** Images only the logged-in caller may see are never kept by a shared cache. */
  privateToCaller = false,
): void {
  const etag = `"a${etagParts.attachmentId}-s${etagParts.size}"`;
  response.setHeader('ETag', etag);
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
