import { DataSource } from 'typeorm';

import { typeormOptions } from './typeorm-options.js';

// The TypeORM CLI (migration:generate/run/revert) needs a server: DATABASE_URL is required here.
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set for the migration commands');

export default new DataSource({ ...typeormOptions(url), migrationsRun: false });
