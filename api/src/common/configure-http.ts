import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cors from 'cors';
import type { Request, Response } from 'express';

import type { Logger } from 'pino';

import type { AppConfig } from '../config/app-config.js';
import { mountWebApp } from '../modules/web/mount-web-app.js';
import { answerPublicVoucherList } from '../modules/vouchers/answer-public-voucher-list.js';
import { PublicVoucherPages } from '../modules/vouchers/public-voucher-pages.js';
import { DataSource } from 'typeorm';

import { ApiExceptionFilter } from '../errors/api-exception.filter.js';
import { constraintColumns } from '../errors/database-errors.js';
import { bodyParseErrorHandler } from './body-parse-error.handler.js';
import { helmetOptions } from './content-security-policy.js';
import { inSequence } from './http/in-sequence.js';
import { ShutdownState } from './lifecycle/shutdown-state.js';
import { requestLogging } from './logging/request-logging.js';
import { completeOpenApiDocument } from './openapi/complete-openapi-document.js';
import { securityHeaders } from './security-headers.js';

export const API_PREFIX = 'api/v1';

/** Everything around the controllers: security headers, body parsing, errors, docs and the web app. */
export function configureHttp(
  app: NestExpressApplication,
  config: AppConfig,
  logger: Logger,
): void {
  app.disable('x-powered-by');
  // Behind nginx the client's address comes from X-Forwarded-For (rate limits count per client).
  if (config.trustProxy > 0) app.set('trust proxy', config.trustProxy);
  const shutdown = app.get(ShutdownState);
  // What every answer takes first, as one layer (see inSequence); Home's voucher list is
  // answered right after, with all of these headers, before the rest of the stack.
  app.use(
    inSequence<Request, Response>(
      requestLogging(logger),
      // While draining, each answer closes its connection so keep-alive clients move to another replica.
      (_request, response, next) => {
        if (shutdown.shuttingDown) response.setHeader('Connection', 'close');
        next();
      },
      // The portal calls its api from its own origin; other origins only when configured.
      cors({
        origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
        exposedHeaders: ['Token-Expired', 'Retry-After', 'Content-Disposition', 'X-Request-Id'],
      }),
      securityHeaders(helmetOptions(config.mapTileUrl, Object.values(config.remotes))),
      answerPublicVoucherList(app.get(PublicVoucherPages)),
    ),
  );
  app.use(compression());
  app.useBodyParser('json', { limit: '1mb' });
  app.use(bodyParseErrorHandler);
  app.setGlobalPrefix(API_PREFIX, { exclude: ['remotes.json', 'robots.txt', 'sitemap.xml'] });
  app.useGlobalFilters(new ApiExceptionFilter(constraintColumns(app.get(DataSource))));
  if (config.apiDocs) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setOpenAPIVersion('3.1.0')
        .setTitle('Gutscheinbuch portal api')
        .setDescription(
          'Generated from the shared zod schemas of @gb/contracts. Errors answer ' +
            '`{ statusCode, message, errors? }` in the locale of Accept-Language (de-CH, en-US).',
        )
        .setVersion('1')
        .addBearerAuth(undefined, 'bearer')
        .build(),
    );
    SwaggerModule.setup('api/docs', app, completeOpenApiDocument(app, document));
  }
  mountWebApp(app, config);
}
