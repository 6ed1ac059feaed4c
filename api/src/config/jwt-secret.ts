import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Without JWT_SECRET a secret is generated once and kept in the data folder,
 * so tokens stay valid across restarts of the same installation.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * A key of its own for one purpose, derived from the token signing key: replicas that share
 * JWT_SECRET share it without another setting.
 */
export function derivedSecret(jwtSecret: string, purpose: string): string {
  return createHmac('sha256', jwtSecret).update(purpose).digest('base64url');
}
