import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';

import { renderError } from './render-error.js';
import { localeFromAcceptLanguage } from './request-locale.js';

/** Turns every error into `{statusCode, message, errors?}` in the request's locale. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = renderError(
      exception,
      localeFromAcceptLanguage(request.headers['accept-language']),
    );
    if (!(exception instanceof HttpException)) {
      const log = `${request.method} ${request.url} failed`;
      if (body.statusCode >= 500) this.logger.error(log, (exception as Error)?.stack);
      else this.logger.warn(`${log}: ${(exception as Error)?.message}`);
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}
