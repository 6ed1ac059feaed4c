import type { IncomingMessage, ServerResponse } from 'node:http';

import type { NextFunction, Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser features the portal never uses, switched off for every page and answer; the position
 * only for the portal's own pages (the wallet's vouchers near the phone).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'interest-cohort=()',
  'fullscreen=(self)',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** A header as helmet sets it: its name and value. */
type Header = readonly [name: string, value: string];

/**
 * The headers helmet sets with `options`, read once: with these options (no nonce, no function
 * of the request) they are the same for every answer, so each answer copies them instead of
 * running helmet's thirteen middlewares again.
 */
export function helmetHeaders(options: HelmetOptions): Header[] {
  const headers: Header[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let called = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('helmet did not set its headers at once');
  return headers;
}

/**
 * Helmet's headers (`helmetHeaders`) and Permissions-Policy on every answer;
 * Strict-Transport-Security only when the request came over HTTPS, directly or through a
 * trusted proxy's X-Forwarded-Proto (TRUST_PROXY): sent over plain HTTP it would lock a browser
 * out of a portal that has no HTTPS.
 */
export function securityHeaders(options: HelmetOptions) {
  const headers = [...helmetHeaders(options), ['Permissions-Policy', PERMISSIONS_POLICY] as const];
  return (request: Request, response: Response, next: NextFunction): void => {
    for (const [name, value] of headers) response.setHeader(name, value);
    if (request.secure) response.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
