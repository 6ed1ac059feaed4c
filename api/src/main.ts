import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { closeGracefully } from './common/lifecycle/close-gracefully.js';
import { loadAppConfig } from './config/load-app-config.js';
import { ConfigError } from './config/config-error.js';
import { createApp } from './create-app.js';
import { EmbeddedDatabaseInUse } from './database/embedded-database-lock.js';
import { printStartBanner } from './start-banner.js';

async function bootstrap(): Promise<void> {
  const config = loadAppConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  printStartBanner(await app.getUrl(), config);
  const logger = new Logger('Shutdown');
  const stop = (signal: NodeJS.Signals) => {
    logger.log(`${signal}: finishing requests in flight, then stopping`);
    closeGracefully(app).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

bootstrap().catch((error: unknown) => {
  const logger = new Logger('Bootstrap');
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseInUse)
    logger.error(error.message);
  else logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
