/**
 * A page of the portal as a client may name it for a mailed link: one `/` first, then no second
 * `/` or `\` (a browser reads `//host` and `/\host` as another site), no scheme before it, and no
 * blanks or control characters. The api puts the portal's own address (PUBLIC_URL) in front.
 */
export function isPortalPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(value);
}

/** Placeholder a `loginUrlTemplate` carries for the mailed login hash. */
export const LOGIN_HASH_PLACEHOLDER = '{loginHash}';
