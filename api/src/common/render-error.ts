import { HttpException, HttpStatus } from '@nestjs/common';
import { type ErrorBody, type Locale, localizeZodError, translate } from '@gb/contracts';

import { ApiException } from './api-exception.js';
import { API_MESSAGE, MESSAGE_BY_STATUS } from './api-message-keys.js';
import { ZodValidationException } from './zod-validation.exception.js';

/** The error body a client sees for any thrown value, in the given locale. */
export function renderError(exception: unknown, locale: Locale): ErrorBody {
  if (exception instanceof ZodValidationException) {
    return {
      statusCode: HttpStatus.BAD_REQUEST,
      message: translate(locale, API_MESSAGE.badRequest),
      errors: localizeZodError(exception.zodError, locale),
    };
  }
  if (exception instanceof ApiException) {
    return {
      statusCode: exception.getStatus(),
      message: translate(locale, exception.key, exception.params),
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const key =
      MESSAGE_BY_STATUS[statusCode] ??
      (statusCode < 500 ? API_MESSAGE.badRequest : API_MESSAGE.internal);
    return { statusCode, message: translate(locale, key) };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: translate(locale, API_MESSAGE.internal),
  };
}
