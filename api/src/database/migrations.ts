/** Migrations in the order they run. */
export const MIGRATIONS: (new () => unknown)[] = [];
