import type { DataSourceOptions } from 'typeorm';

import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/** One set of TypeORM options for the app and the migration CLI: migrations only, never synchronize. */
export function typeormOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    namingStrategy: new SnakeNamingStrategy(),
    migrationsTransactionMode: 'all',
    synchronize: false,
    logging: ['error', 'warn'],
    extra: { max: poolSize },
  };
}
