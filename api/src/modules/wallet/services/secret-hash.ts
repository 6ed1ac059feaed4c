import { createHash, randomBytes } from 'node:crypto';

/** How codes and wallet tokens are kept: only their SHA-256, in hex. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A wallet link's secret: 256 random bits, URL-safe. */
export function newWalletToken(): string {
  return randomBytes(32).toString('base64url');
}
