/**
 * Test harness for the API: a fresh database per test file (in-memory PGlite by default, a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL otherwise), migrated,
 * and an app built on it. Call `close()` in afterAll.
 */
import crypto from 'node:crypto';
import { Client } from 'pg';
import { buildApp } from '../app';
import { testConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kea_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function openTestDatabase(): Promise<{ database: Database; databaseUrl: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    const database = await openDatabase({ databaseUrl: created.url, pgliteDir: '' });
    await database.migrate();
    return {
      database,
      databaseUrl: created.url,
      drop: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const database = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
  await database.migrate();
  return { database, databaseUrl: '', drop: () => database.close() };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const opened = await openTestDatabase();
  const config = testConfig({ databaseUrl: opened.databaseUrl, ...overrides });
  const app = await buildApp(config, { database: opened.database });
  await app.ready();
  return {
    app,
    database: opened.database,
    config,
    close: async () => {
      await app.close();
      await opened.drop();
    },
  };
}
