import { HttpException, HttpStatus } from '@nestjs/common';
import { type ErrorBody, type Locale } from '@gb/contracts';
import { issueMessages, localizedIssues } from '@gb/contracts/schemas';

import { ApiException } from './api-exception.js';
import { API_MESSAGE, MESSAGE_BY_STATUS } from './api-message-keys.js';
import { translate, translatorFor } from './i18n/api-i18n.js';
import { ZodValidationException } from './zod-validation.exception.js';

/**
 * PostgreSQL's answers to text it cannot take: a NUL character or a broken byte sequence, or
 * text that is no number where one is compared. Bodies are validated before; these come from
 * query strings and paths, so the client hears 400 rather than 500. A number out of range or a
 * text longer than its column stays a 500: the schemas and the columns disagree.
 */
const VALUES_THE_DATABASE_REFUSES = new Set(['22021', '22P02']);

function isRefusedValue(exception: unknown): boolean {
  const code = (exception as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return typeof code === 'string' && VALUES_THE_DATABASE_REFUSES.has(code);
}

/** The sentences of a failed validation, rendered in the locale. */
function validationErrors(exception: ZodValidationException, locale: Locale): string[] {
  const result = exception.schema.safeParse(
    exception.value,
    localizedIssues(translatorFor(locale)),
  );
  return result.success ? [] : issueMessages(result.error);
}

/** The error body a client sees for any thrown value, in the given locale. */
export function renderError(exception: unknown, locale: Locale): ErrorBody {
  if (isRefusedValue(exception)) {
    return {
      statusCode: HttpStatus.BAD_REQUEST,
      message: translate(locale, API_MESSAGE.badRequest),
    };
  }
  if (exception instanceof ZodValidationException) {
    return {
      statusCode: HttpStatus.BAD_REQUEST,
      message: translate(locale, API_MESSAGE.badRequest),
      errors: validationErrors(exception, locale),
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
