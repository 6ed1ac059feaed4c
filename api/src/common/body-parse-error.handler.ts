import type { NextFunction, Request, Response } from 'express';

import { CommonErrorCode, CommonException } from '../errors/common.exception.js';
import { renderError } from '../errors/render-error.js';
import { localeFromAcceptLanguage } from './request-locale.js';

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
  const exception = new CommonException(
    status === 413 ? CommonErrorCode.PAYLOAD_TOO_LARGE : CommonErrorCode.BAD_REQUEST,
  );
  const body = renderError(exception, localeFromAcceptLanguage(request.headers['accept-language']));
  response.status(body.statusCode).json(body);
}
