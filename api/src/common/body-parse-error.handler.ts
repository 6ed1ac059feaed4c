import type { NextFunction, Request, Response } from 'express';

import { localeFromAcceptLanguage } from './request-locale.js';
import { renderError } from './render-error.js';
import { ApiException } from './api-exception.js';
import { API_MESSAGE } from './api-message-keys.js';

interface BodyParserError {
  status?: number;
  type?: string;
}

/** Malformed or oversized JSON fails in the body parser, before Nest: answer it like any other error. */
export function bodyParseErrorHandler(
  error: unknown,
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  const { status, type } = (error ?? {}) as BodyParserError;
  if (!type || !status) return next(error);
  const exception =
    status === 413
      ? new ApiException(413, API_MESSAGE.payloadTooLarge)
      : new ApiException(400, API_MESSAGE.badRequest);
  const body = renderError(exception, localeFromAcceptLanguage(request.headers['accept-language']));
  response.status(body.statusCode).json(body);
}
