import { createHash } from 'node:crypto';

/** The longest Idempotency-Key a client may send (the columns keep 200 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * The client's Idempotency-Key, trimmed; undefined when none (or a blank one) was sent. A key
 * longer than the columns keep is refused with the caller's `invalid` exception (400).
 */
export function idempotencyKeyOf(
  header: string | undefined,
  invalid: () => Error,
): string | undefined {
  const key = header?.trim() || undefined;
  if (key && key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw invalid();
  return key;
}

/** What a request asked for: a repeat of a key with another request is another request. */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
