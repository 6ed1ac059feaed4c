import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

import type { Request, Response } from 'express';

/** A public answer serialised once: its bytes, their gzip and an ETag. */
export interface JsonEntry {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Keeps a value in process for `ttlMs`: it is produced once per period however many requests
 * ask. Once the period is over, the kept value is still answered while one reload runs (so no
 * visitor waits for a read behind a busy database), and the reload replaces it when done. After
 * `invalidate` (a staff change) nothing old is answered: the next requests share one reload. A
 * failed load is not kept.
 */
export class CachedValue<T> {
  /** The last value loaded, answered until it is replaced or dropped. */
  private settled: Promise<T> | null = null;
  /** A load under way, which the requests that must wait for it share. */
  private loading: Promise<T> | null = null;
  private expiresAt = 0;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly produce: () => Promise<T>,
  ) {}

  get(now = Date.now()): Promise<T> {
    if (now >= this.expiresAt && !this.loading) this.reload(now);
    return this.settled ?? this.loading!;
  }

  /** Drops the kept value: the next request reads it anew (after staff changed its data). */
  invalidate(): void {
    this.generation += 1;
    this.settled = null;
    this.loading = null;
    this.expiresAt = 0;
  }

  private reload(now: number): void {
    const generation = this.generation;
    this.expiresAt = now + this.ttlMs;
    const loading = this.produce();
    this.loading = loading;
    loading.then(
      () => {
        // A load begun before an invalidation carries old data: it never becomes the kept value.
        if (generation !== this.generation) return;
        this.settled = loading;
        this.loading = null;
      },
      () => {
        if (generation !== this.generation) return;
        // The next request tries again.
        this.loading = null;
        this.expiresAt = 0;
      },
    );
  }
}

/**
 * Keeps a public list in process for `ttlMs`: it is read, serialised and compressed once per
 * period however many visitors ask, and concurrent requests after expiry share one reload.
 */
export class CachedJson<T> extends CachedValue<JsonEntry> {
  constructor(ttlMs: number, produce: () => Promise<T>) {
    super(ttlMs, () => produce().then(toJsonEntry));
  }
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
  response.type('application/json');
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
