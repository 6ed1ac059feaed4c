// Account helpers for browser tests: mails the portal wrote and access tokens made to expire.
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { eventually } from '@gb/test-kit';

import { portalDataDir } from './login.mjs';

// The portal writes a mail after it answered; on a busy machine that may take a while.
const MAIL_TIMEOUT_MS = 30_000;

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
 * The mails of one kind once there are at least `count` of them (the portal writes a mail after
 * it answered); fails when they are not written within 30 s.
 */
export function mailsOfKindWhenWritten(kind, count) {
  return eventually(
    () => {
      const mails = mailsOfKind(kind);
      return mails.length >= count ? mails : undefined;
    },
    { timeoutMs: MAIL_TIMEOUT_MS, everyMs: 100, what: `${count} ${kind} mail(s)` },
  );
}

/** Whether a decoded mail is addressed to `email` (alone, or with a name). */
const addressedTo = (mail, email) => {
  const to = /^To: (.+)$/m.exec(mail)?.[1].trim() ?? '';
  return to === email || to.endsWith(`<${email}>`);
};

/**
 * The newest mail of one kind to `email`, decoded, for which `matching` holds, once the portal
 * wrote it; fails when it is not written within 30 s. Other tests write mails at any time: a test
 * reads only the mail to its own address.
 */
export function mailToWhenWritten(kind, email, matching = () => true) {
  return eventually(
    () =>
      mailsOfKind(kind)
        .map(decodeMail)
        .filter((mail) => addressedTo(mail, email) && matching(mail))
        .at(-1),
    { timeoutMs: MAIL_TIMEOUT_MS, everyMs: 100, what: `the ${kind} mail to ${email}` },
  );
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
