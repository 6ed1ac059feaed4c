import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';

import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { startDatabaseServer } from './database/start-database-server.js';
import { configureHttp } from './common/configure-http.js';
import { createRootLogger, PinoNestLogger } from './common/logging/app-logger.js';

export interface CreateAppOptions {
  /** Where the JSON log lines go (stdout by default); tests read them from a stream. */
  logDestination?: DestinationStream;
}

/** Builds the whole application (database, api, web serving) without listening; main.ts and the HTTP tests share it. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const rootLogger = createRootLogger(config.logLevel, options.logDestination);
  Logger.overrideLogger(new PinoNestLogger(rootLogger));
  const database = await startDatabaseServer(config);
  try {
    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, database),
      { logger: new PinoNestLogger(rootLogger), bodyParser: false },
    );
    configureHttp(app, config, rootLogger);
    await app.init();
    return app;
  } catch (error) {
    new Logger('Bootstrap').error(`The app could not start: ${String(error)}`);
    await database.stop();
    throw error;
  }
}
