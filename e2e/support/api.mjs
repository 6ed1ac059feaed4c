// The portal's api for browser tests: the test kit's client at the portal under test. A test makes
// the data it reads through it (a booklet, a voucher, a company of its own).
import { apiClient, clientAs } from '@gb/test-kit';

import { portalUrl } from './session.mjs';

/** The api as an anonymous visitor. */
export const visitorApi = () => apiClient(portalUrl);

/** The api as `username` (a demo account, or any user with its password), logged in anew. */
export const apiAs = (username, password) => clientAs(portalUrl, username, password);

// Well inside an access token's 15 minutes.
const STAFF_CLIENT_LIFETIME_MS = 10 * 60 * 1000;
const staffClients = new Map();

/**
 * The api as a demo staff account, logged in once per test file and kept while its token is
 * fresh: a login checks a password hash, slow on purpose. For accounts no test logs out.
 */
export async function staffApi(username) {
  const kept = staffClients.get(username);
  if (kept && Date.now() - kept.since < STAFF_CLIENT_LIFETIME_MS) return kept.client;
  const client = await apiAs(username);
  staffClients.set(username, { client, since: Date.now() });
  return client;
}

/**
 * Uploads `bytes` as the multipart `field` of `POST path` (the kit's client sends JSON only), as
 * `client`'s user; answers the body, and throws naming the status unless the upload was stored.
 */
export async function upload(
  client,
  path,
  field,
  bytes,
  { filename = 'bild.png', type = 'image/png' } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const response = await fetch(`${portalUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${client.token}` },
    body: form,
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${body.message}`);
  return body;
}
