import type { NextFunction, Request, Response } from 'express';

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

/**
 * Permissions-Policy on every answer; Strict-Transport-Security only when the request came
 * over HTTPS, directly or through a trusted proxy's X-Forwarded-Proto (TRUST_PROXY): sent over
 * plain HTTP it would lock a browser out of a portal that has no HTTPS.
 */
export function securityHeaders(request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (request.secure) response.setHeader('Strict-Transport-Security', HSTS);
  next();
}
