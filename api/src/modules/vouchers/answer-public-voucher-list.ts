import type { NextFunction, Request, Response } from 'express';

import type { PublicVoucherPages } from './public-voucher-pages.js';

/** Home's request for every public voucher: no query, no token. */
const WHOLE_LIST = '/api/v1/voucher';

/**
 * Answers Home's `GET voucher` (no query, no Authorization) from the kept list as soon as the
 * request id, CORS and the security headers are set, before compression, the body parsers and
 * the walk over every route: the answer is the route's own (`PublicVoucherPages`), bytes,
 * headers and ETag alike. Anything else, a page or a caller with a token, goes on to the route.
 */
export function answerPublicVoucherList(pages: PublicVoucherPages) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (
      request.method !== 'GET' ||
      request.url !== WHOLE_LIST ||
      request.headers.authorization !== undefined
    ) {
      next();
      return;
    }
    pages.whole().then((entry) => pages.send(request, response, entry), next);
  };
}
