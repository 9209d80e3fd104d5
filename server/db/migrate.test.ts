/**
 * Migrations are safe when several instances start at once: on PostgreSQL they run under an
 * advisory lock, so concurrent runs apply each migration exactly once; on either database a
 * second run finds nothing to do.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, MIGRATIONS_DIR } from './client';
import { createPostgresDatabase, openTestDatabase } from '../test/app';

jest.setTimeout(120_000);

const migrationCount = () => fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[]));

it('applies every migration once, however many instances migrate together', async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Embedded PGlite belongs to one process: a second run finds nothing to apply.
    const { database, drop } = await openTestDatabase();
    await database.migrate();
    const applied = rowsOf(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as { n: number }[];
    expect(Number(applied[0].n)).toBe(migrationCount());
    await drop();
    return;
  }
  // A fresh, empty database and three instances starting at once.
  const created = await createPostgresDatabase(adminUrl);
  const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: created.url, pgliteDir: '' })));
  try {
    await Promise.all(instances.map((d) => d.migrate()));
    const applied = rowsOf(await instances[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as { n: number }[];
    expect(Number(applied[0].n)).toBe(migrationCount());
  } finally {
    await Promise.all(instances.map((d) => d.close()));
    await created.drop();
  }
});
