import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { DATABASE_SERVER, type DatabaseServer } from './database-server.js';

/**
 * Closes the connection pool before the embedded server stops, so no pooled
 * connection sees its socket vanish while the app shuts down.
 */
@Injectable()
export class DatabaseShutdown implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_SERVER) private readonly server: DatabaseServer,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.server.stop();
  }
}
