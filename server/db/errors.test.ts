import { PgliteThread } from './pglite-thread';
import { isUniqueViolation } from './errors';

describe('isUniqueViolation', () => {
  it("recognises a duplicate key from the database, bare or as a wrapper's cause, and nothing else", async () => {
    const db = await PgliteThread.create('memory://');
    try {
      await db.exec('create table codes (code text primary key)');
      await db.query("insert into codes values ('A')");
      const duplicate = await db.query("insert into codes values ('A')").catch((error: unknown) => error);
      expect(isUniqueViolation(duplicate)).toBe(true);
      expect(isUniqueViolation(new Error('Failed query', { cause: duplicate }))).toBe(true);
      const missing = await db.query('insert into nowhere values (1)').catch((error: unknown) => error);
      expect(isUniqueViolation(missing)).toBe(false);
      expect(isUniqueViolation(undefined)).toBe(false);
      expect(isUniqueViolation('23505')).toBe(false);
    } finally {
      await db.close();
    }
  });
});
