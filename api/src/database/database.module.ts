import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { DATABASE_SERVER, type DatabaseServer } from './database-server.js';
import { DatabaseShutdown } from './database-shutdown.js';
import { typeormOptions } from './typeorm-options.js';

/** Connects TypeORM to the database server started before the app (see main.ts). */
@Global()
@Module({})
export class DatabaseModule {
  static forServer(server: DatabaseServer): DynamicModule {
    const serverProvider = { provide: DATABASE_SERVER, useValue: server };
    // The embedded server runs every connection on one PGlite session and interleaves their
    // extended-protocol messages outside transactions (lost prepared statements under load):
    // one pooled connection keeps each query and transaction whole.
    const poolSize = server.kind === 'embedded' ? 1 : 10;
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot(typeormOptions(server.url, poolSize))],
      providers: [serverProvider, DatabaseShutdown],
      exports: [serverProvider],
    };
  }
}
