/**
 * A fresh key for one order submission (the api's Idempotency-Key). `crypto.randomUUID` exists
 * only on HTTPS and localhost; `getRandomValues` everywhere, so the form also works over plain
 * HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
