/**
 * The Drizzle schema, one file per capability. Add a module's tables in its own file and
 * re-export it here; `npm run db:generate` writes the migration.
 */
export * from './meta';
