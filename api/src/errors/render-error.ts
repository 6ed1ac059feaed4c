import { HttpException, HttpStatus } from '@nestjs/common';
import { type ErrorBody, type Locale } from '@gb/contracts';
import { issueMessages, localizedIssues } from '@gb/contracts/schemas';

import { translatorFor } from '../common/i18n/api-i18n.js';
import { ZodValidationException } from '../common/zod-validation.exception.js';
import { databaseErrorCode, type ConstraintColumns } from './database-errors.js';
import { DomainException } from './domain-exception.js';
import { ERROR_RESPONSES, MESSAGE_BY_STATUS, type ErrorCode } from './error-responses.js';

/** The sentences of a failed validation, rendered in the locale. */
function validationErrors(exception: ZodValidationException, locale: Locale): string[] {
  const result = exception.schema.safeParse(
    exception.value,
    localizedIssues(translatorFor(locale)),
  );
  return result.success ? [] : issueMessages(result.error);
}

function renderCode(code: ErrorCode, locale: Locale, params = {}): ErrorBody {
  const { status, key } = ERROR_RESPONSES[code];
  return { statusCode: status, message: translatorFor(locale)(key, params) };
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
      message: translatorFor(locale)('apiErrors.badRequest'),
      errors: validationErrors(exception, locale),
    };
  }
  const databaseCode = databaseErrorCode(exception, constraints);
  if (databaseCode) return renderCode(databaseCode, locale);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const key =
      MESSAGE_BY_STATUS[statusCode] ??
      (statusCode < 500 ? 'apiErrors.badRequest' : 'apiErrors.internal');
    return { statusCode, message: translatorFor(locale)(key) };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: translatorFor(locale)('apiErrors.internal'),
  };
}
