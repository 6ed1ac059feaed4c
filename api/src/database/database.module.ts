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
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot(typeormOptions(server.url))],
      providers: [serverProvider, DatabaseShutdown],
      exports: [serverProvider],
    };
  }
}
