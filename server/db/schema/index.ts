/**
 * The Drizzle schema, one file per capability. Add a module's tables in its own file and
 * re-export it here; `npm run db:generate` writes the migration.
 */
export * from './meta';
export * from './catalogue';
export * from './accounts';
export * from './bookings';
export * from './reviews';
export * from './engagement';
export * from './leads';
export * from './rates';
export * from './waitlist';
export * from './jobs';
export * from './payments';
