// Account helpers for browser tests: mails the portal wrote and access tokens made to expire.
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { portalDataDir } from './login.mjs';

/** The .eml files of one kind (e.g. reset-password) the portal wrote, oldest first. */
export function mailsOfKind(kind) {
  const folder = join(portalDataDir, 'mail');
  let names;
  try {
    names = readdirSync(folder);
  } catch {
    // No mail written yet.
    return [];
  }
  return names
    .filter((name) => name.includes(kind))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

/**
 * The mails of one kind once there are at least `count` of them (the portal writes a reset mail
 * after it answered), or as they are after five seconds.
 */
export async function mailsOfKindWhenWritten(kind, count) {
  const deadline = Date.now() + 5000;
  while (mailsOfKind(kind).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsOfKind(kind);
}

/** The text of a quoted-printable mail, with soft line breaks joined. */
export function decodeMail(mail) {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The same access token, re-signed with the portal's secret to have expired a minute ago. */
export function expiredCopyOf(token) {
  const secret =
    process.env.PORTAL_JWT_SECRET || readFileSync(join(portalDataDir, 'jwt-secret'), 'utf8').trim();
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const expired = Buffer.from(
    JSON.stringify({ ...claims, iat: now - 1000, exp: now - 60 }),
  ).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${expired}`).digest('base64url');
  return `${header}.${expired}.${signature}`;
}
