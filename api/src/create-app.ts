import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { startDatabaseServer } from './database/start-database-server.js';
import { configureHttp } from './common/configure-http.js';

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Builds the whole application (database, api, web serving) without listening; main.ts and the HTTP tests share it. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const database = await startDatabaseServer(config);
  try {
    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, database),
      {
        logger: LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(config.logLevel) + 1),
        bodyParser: false,
      },
    );
    app.enableShutdownHooks();
    configureHttp(app, config);
    await app.init();
    return app;
  } catch (error) {
    new Logger('Bootstrap').error(`The app could not start: ${String(error)}`);
    await database.stop();
    throw error;
  }
}
