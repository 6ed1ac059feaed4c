import { HttpException, HttpStatus } from '@nestjs/common';
import { type ErrorBody, type Locale, localizeZodError } from '@gb/contracts';

import { messagesIn } from '../common/i18n/api-i18n.js';
import { ZodValidationException } from '../common/zod-validation.exception.js';
import { databaseErrorCode, type ConstraintColumns } from './database-errors.js';
import { DomainException } from './domain-exception.js';
import { ERROR_RESPONSES, MESSAGE_BY_STATUS, type ErrorCode } from './error-responses.js';

function renderCode(code: ErrorCode, locale: Locale, params = {}): ErrorBody {
  const { status, key } = ERROR_RESPONSES[code];
  return { statusCode: status, message: messagesIn(locale)(key, params) };
}

/** The error body a client sees for any thrown value, in the given locale. */
export function renderError(
  exception: unknown,
  locale: Locale,
  constraints: ConstraintColumns = new Map(),
): ErrorBody {
  if (exception instanceof DomainException && exception.code in ERROR_RESPONSES) {
    return renderCode(exception.code as ErrorCode, locale, exception.params);
  }
  if (exception instanceof ZodValidationException) {
    return {
      statusCode: HttpStatus.BAD_REQUEST,
      message: messagesIn(locale)('apiErrors.badRequest'),
      errors: localizeZodError(exception.zodError, locale),
    };
  }
  const databaseCode = databaseErrorCode(exception, constraints);
  if (databaseCode) return renderCode(databaseCode, locale);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const key =
      MESSAGE_BY_STATUS[statusCode] ??
      (statusCode < 500 ? 'apiErrors.badRequest' : 'apiErrors.internal');
    return { statusCode, message: messagesIn(locale)(key) };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: messagesIn(locale)('apiErrors.internal'),
  };
}
