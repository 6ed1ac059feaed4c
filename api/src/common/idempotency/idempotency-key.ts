import { createHash } from 'node:crypto';

import { IdempotencyErrorCode, IdempotencyException } from './idempotency.exception.js';

/** The longest Idempotency-Key a client may send (the columns keep 200 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * The client's Idempotency-Key, trimmed; undefined when none (or a blank one) was sent. A key
 * longer than the columns keep is refused (400).
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  const key = header?.trim() || undefined;
  if (key && key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new IdempotencyException(IdempotencyErrorCode.KEY_INVALID);
  }
  return key;
}

/** What a request asked for: a repeat of a key with another request is another request. */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
