import { InitialSchema1795336673564 } from './migrations/1795336673564-initial-schema.js';

/** Migrations in the order they run. */
export const MIGRATIONS = [InitialSchema1795336673564];
