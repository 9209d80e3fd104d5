/**
 * preparedOnce: one prepared statement per database handle. On PGlite it is prepared on the
 * server (PREPARE, then EXECUTE with each value written as a quoted literal), so the values'
 * quoting is what keeps it safe: a quote in a value is data, never SQL.
 */
import { eq, sql } from 'drizzle-orm';
import { preparedIn, preparedOnce, rowsOf, sqlLiteral, type DbOrTx } from './client';
import { users } from './schema/accounts';
import { openTestDatabase } from '../test/app';
import type { Database } from './client';

jest.setTimeout(60_000);

describe('sqlLiteral', () => {
  it('quotes every value, doubles quotes, writes dates as ISO and refuses what SQL cannot hold', () => {
    expect(sqlLiteral(42)).toBe("'42'");
    expect(sqlLiteral("o'brien@example.nz")).toBe("'o''brien@example.nz'");
    expect(sqlLiteral('back\\slash')).toBe("'back\\slash'");
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral(new Date('2026-11-27T01:02:03.000Z'))).toBe("'2026-11-27T01:02:03.000Z'");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral('a\u0000b')).toThrow();
  });
});

describe('a statement prepared once', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.insert(users).values([
      { email: "o'brien@example.nz", firstName: 'Siobhan' },
      { email: 'back\\slash@example.nz', firstName: 'Bea' },
      { email: 'aroha@example.nz', firstName: 'Aroha' },
    ]);
  });
  afterAll(() => drop());

  const byEmail = preparedOnce((db) =>
    db
      .select({ firstName: users.firstName, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.email, sql.placeholder('email')))
      .prepare('test_user_by_email'),
  );
  const find = (email: string) => byEmail(database.db).execute({ email });

  it('answers many first calls at once, then again, with typed rows', async () => {
    const answers = await Promise.all(['aroha@example.nz', "o'brien@example.nz", 'aroha@example.nz', 'nobody@example.nz'].map(find));
    expect(answers.map((rows) => rows.map((r) => r.firstName))).toEqual([['Aroha'], ['Siobhan'], ['Aroha'], []]);
    expect(answers[0][0].createdAt).toBeInstanceOf(Date);
    expect((await find('aroha@example.nz'))[0].firstName).toBe('Aroha');
  });

  it('treats quotes and backslashes in a value as data', async () => {
    expect((await find('back\\slash@example.nz')).map((r) => r.firstName)).toEqual(['Bea']);
    expect(await find("x' or '1'='1")).toEqual([]);
    expect(await find("'); delete from users; --")).toEqual([]);
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users`))[0].n).toBe(3);
  });

  it('is planned once on the server on PGlite', async () => {
    if (database.kind !== 'pglite') return; // node-postgres prepares named statements itself
    await find('aroha@example.nz');
    const prepared = rowsOf<{ statement: string }>(await database.db.execute(sql`select statement from pg_prepared_statements`));
    expect(prepared.filter((p) => p.statement.includes('"email" = $1'))).toHaveLength(1);
  });
});

describe('a statement prepared in a transaction', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  const addUser = (name: string, tx: DbOrTx, email: string) =>
    preparedIn(database.db, tx, name, sql`insert into ${users} (email, first_name) values (${email}, 'Tui') returning email`).execute();
  const emails = async () => rowsOf<{ email: string }>(await database.db.execute(sql`select email from ${users} order by email`)).map((row) => row.email);
  const preparedNamed = async (name: string) => rowsOf(await database.db.execute(sql`select 1 from pg_prepared_statements where name = ${name}`)).length;

  it('runs on its transaction, which commits or rolls back with it, and is prepared once on PGlite', async () => {
    await database.db.transaction(async (tx) => {
      expect(rowsOf(await addUser('test_add_user', tx, 'a@example.nz'))).toEqual([{ email: 'a@example.nz' }]);
      await addUser('test_add_user', tx, 'b@example.nz');
    });
    await expect(
      database.db.transaction(async (tx) => {
        await addUser('test_add_user', tx, 'c@example.nz');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await emails()).toEqual(['a@example.nz', 'b@example.nz']);
    if (database.kind === 'pglite') expect(await preparedNamed('test_add_user')).toBe(1); // node-postgres: per connection, itself
  });

  it('works after a first call that failed once prepared', async () => {
    // The first call's EXECUTE fails (the email is taken) after its PREPARE: the next one finds the statement made.
    await expect(database.db.transaction((tx) => addUser('test_add_user_again', tx, 'a@example.nz'))).rejects.toMatchObject({ cause: { code: '23505' } });
    await database.db.transaction((tx) => addUser('test_add_user_again', tx, 'd@example.nz'));
    expect(await emails()).toEqual(['a@example.nz', 'b@example.nz', 'd@example.nz']);
  });

  it('executes a statement another call prepared between its check and its PREPARE (PGlite)', async () => {
    if (database.kind !== 'pglite') return; // node-postgres keeps named statements per connection itself
    await database.db.execute(sql.raw(`prepare test_raced as select count(*)::int as n from users`));
    const counted = preparedIn(database.db, database.db, 'test_raced', sql`select count(*)::int as n from users`);
    expect(rowsOf(await counted.execute())).toEqual([{ n: 3 }]);
  });

  it('refuses a name that is not a plain identifier', () => {
    expect(() => preparedIn(database.db, database.db, 'x; drop table users', sql`select 1`)).toThrow('Not a statement name');
  });
});
