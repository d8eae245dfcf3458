import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { executeNamed } from './named-statement.js';

describe('executeNamed (named prepared statements)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('returns the rows db.execute returns, with the parameters of each call', async () => {
    const query = (n: number) => sql`select ${n}::int + 1 as next, ${`v${n}`}::text as label`;
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      const named = await executeNamed<{ next: number; label: string }>(database.db, 'test_next', query(n));
      const plain = await database.db.execute<{ next: number; label: string }>(query(n));
      expect(named.rows).toEqual(plain.rows);
      expect(named.rows).toEqual([{ next: n + 1, label: `v${n}` }]);
    }
  });

  it('gives two texts under one label two statements, and is prepared once per connection', async () => {
    const first = await executeNamed<{ v: number }>(database.db, 'test_shape', sql`select ${1}::int as v`);
    const second = await executeNamed<{ v: number }>(
      database.db,
      'test_shape',
      sql`select ${2}::int * 10 as v`,
    );
    expect(first.rows).toEqual([{ v: 1 }]);
    expect(second.rows).toEqual([{ v: 20 }]);
    // Run inside a transaction, both statements are the same connection's: each is listed once, by its name.
    const names = await database.db.transaction(async (tx) => {
      await executeNamed(tx, 'test_shape', sql`select ${3}::int as v`);
      await executeNamed(tx, 'test_shape', sql`select ${3}::int as v`);
      await executeNamed(tx, 'test_shape', sql`select ${4}::int * 10 as v`);
      const result = await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name like 'test_shape_%' order by name`,
      );
      return result.rows.map((row) => row.name);
    });
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
  });

  it('a failing statement fails like db.execute, and the name still works afterwards', async () => {
    const divide = (n: number) => sql`select 10 / ${n}::int as v`;
    // drizzle's wrapper around the driver's error, as db.execute throws it (22012: division_by_zero).
    const failure = { cause: expect.objectContaining({ code: '22012' }) };
    await expect(database.db.execute(divide(0))).rejects.toMatchObject(failure);
    await expect(executeNamed(database.db, 'test_divide', divide(0))).rejects.toMatchObject(failure);
    expect((await executeNamed<{ v: number }>(database.db, 'test_divide', divide(5))).rows).toEqual([
      { v: 2 },
    ]);
  });
});
