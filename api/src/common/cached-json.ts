import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

import type { Request, Response } from 'express';

/** A public answer serialised once: its bytes, their gzip and an ETag. */
export interface JsonEntry {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

/** An answer serialised, compressed and tagged once, to be sent by `sendJson` as often as asked. */
export function toJsonEntry(value: unknown): JsonEntry {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  return { body, gzip: gzipSync(body, { level: 6 }), etag };
}

/** Sends a cached answer: 304 on a matching ETag, the stored gzip when the client takes it. */
export function sendJson(
  request: Request,
  response: Response,
  entry: JsonEntry,
  cacheControl: string,
  vary = 'Accept-Encoding',
): void {
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('ETag', entry.etag);
  response.setHeader('Vary', vary);
  if (request.headers['if-none-match'] === entry.etag) {
    response.status(304).end();
    return;
  }
  // As Express's `type('application/json')` writes it, without its look-up of the type's charset.
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    // Already compressed: the compression middleware leaves an encoded answer alone.
    response.setHeader('Content-Encoding', 'gzip');
    sendBytes(response, entry.gzip);
    return;
  }
  sendBytes(response, entry.body);
}

/**
 * Sends the bytes with their length: the compression middleware writes the head before the body,
 * so without it the answer would go out chunked (more writes here, more parsing in the client).
 * When it compresses the bytes itself (a client that takes only another encoding) it drops it.
 */
function sendBytes(response: Response, bytes: Buffer): void {
  response.setHeader('Content-Length', bytes.length);
  response.end(bytes);
}
