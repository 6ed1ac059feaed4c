import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';

import { requestLogOf } from '../common/logging/request-logging.js';
import { localeFromAcceptLanguage } from '../common/request-locale.js';
import type { ConstraintColumns } from './database-errors.js';
import { DomainException } from './domain-exception.js';
import { renderError } from './render-error.js';

/** Turns every error into `{statusCode, message, errors?}` in the request's locale. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  constructor(private readonly constraints: ConstraintColumns = new Map()) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = renderError(
      exception,
      localeFromAcceptLanguage(request.headers['accept-language']),
      this.constraints,
    );
    if (!(exception instanceof HttpException) && !(exception instanceof DomainException)) {
      const log = `${request.method} ${request.url} failed`;
      // The request's logger carries the request id the answer's X-Request-Id names.
      const requestLog = requestLogOf(request);
      if (requestLog) {
        if (body.statusCode >= 500)
          requestLog.error({ err: exception, context: 'ApiExceptionFilter' }, log);
        else
          requestLog.warn(
            { context: 'ApiExceptionFilter' },
            `${log}: ${(exception as Error)?.message}`,
          );
      } else if (body.statusCode >= 500) this.logger.error(log, (exception as Error)?.stack);
      else this.logger.warn(`${log}: ${(exception as Error)?.message}`);
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}
