import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createDatabase, type DatabaseHandle } from './client.js';
import { runInOneRoundTrip } from './one-round-trip.js';

/** Every text a pg client sends while `run` runs. */
async function textsOf<T>(run: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
  const texts: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? ''));
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await run(), texts };
  } finally {
    pg.Client.prototype.query = original;
  }
}

describe('runInOneRoundTrip (statements prepared once per connection, sent in one round trip)', () => {
  let database: TestDatabase;
  /** One connection only: what it has prepared is known. */
  let single: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    single = createDatabase({ connectionString: database.connectionString, max: 1 });
    await database.db.execute(sql`create table round_trip_probe (x int primary key, label text)`);
  });
  afterAll(async () => {
    await single?.close();
    await database?.close();
  });

  const insert = (x: number, label: string | null) => ({
    label: 'test_probe_insert',
    query: sql`insert into round_trip_probe (x, label) values (${x}::int, ${label}::text) returning x, label`,
  });
  const count = { label: 'test_probe_count', query: sql`select count(*)::int as n from round_trip_probe` };
  const labelsOf = async (x: number) =>
    (
      await database.db.execute<{ label: string | null }>(
        sql`select label from round_trip_probe where x = ${x}`,
      )
    ).rows;

  it("returns each statement's rows and stores what it is given exactly as given", async () => {
    const typed = `O'Brien \\ "$1" $2 '); drop table round_trip_probe; -- ünïcødé`;
    const rows = await runInOneRoundTrip(database.db, [insert(1, typed), insert(2, null), count]);
    expect(rows).toEqual([[{ x: 1, label: typed }], [{ x: 2, label: null }], [{ n: 2 }]]);
    expect(await labelsOf(1)).toEqual([{ label: typed }]);
  });

  it('prepares a statement once per connection: the next round trips only execute it', async () => {
    const first = await textsOf(() => runInOneRoundTrip(single.db, [insert(10, 'a'), count]));
    const second = await textsOf(() => runInOneRoundTrip(single.db, [insert(11, 'b'), count]));
    expect(first.texts).toHaveLength(1);
    expect(first.texts[0]).toMatch(/^PREPARE test_probe_insert_\w+ AS insert into round_trip_probe/);
    expect(first.texts[0]).toMatch(/PREPARE test_probe_count_\w+ AS select count/);
    expect(second.texts).toHaveLength(1);
    expect(second.texts[0]).not.toMatch(/PREPARE/);
    expect(second.texts[0]).toMatch(
      /^EXECUTE test_probe_insert_\w+\(11, 'b'\);\nEXECUTE test_probe_count_\w+$/,
    );
    expect(second.result[0]).toEqual([{ x: 11, label: 'b' }]);
    const prepared = await single.db.execute<{ name: string }>(
      sql`select name from pg_prepared_statements where name like 'test_probe_%' order by name`,
    );
    expect(prepared.rows).toHaveLength(2);
  });

  it('is one transaction: a failing statement undoes the ones before it, and the connection goes on', async () => {
    const fresh = createDatabase({ connectionString: database.connectionString, max: 1 });
    try {
      const failing = { label: 'test_probe_fail', query: sql`select 1 / ${0}::int as v` };
      // The first round trip of this connection: its PREPAREs run, then the division fails.
      await expect(runInOneRoundTrip(fresh.db, [insert(20, 'undone'), failing])).rejects.toMatchObject({
        code: '22012',
      });
      expect(await labelsOf(20)).toEqual([]);
      // The statements prepared before the failure are known as such (a second PREPARE of one would fail).
      const again = await textsOf(() => runInOneRoundTrip(fresh.db, [insert(20, 'kept')]));
      expect(again.texts[0]).toMatch(/^EXECUTE test_probe_insert_/);
      expect(await labelsOf(20)).toEqual([{ label: 'kept' }]);
      // A duplicate key fails its round trip and nothing else.
      await expect(runInOneRoundTrip(fresh.db, [insert(21, 'x'), insert(20, 'dup')])).rejects.toMatchObject({
        code: '23505',
      });
      expect(await labelsOf(21)).toEqual([]);
      expect((await runInOneRoundTrip(fresh.db, [insert(21, 'y')]))[0]).toEqual([{ x: 21, label: 'y' }]);
    } finally {
      await fresh.close();
    }
  });

  it('prepares again what was deallocated behind its back, in the same call', async () => {
    await runInOneRoundTrip(single.db, [insert(30, 'before')]);
    await single.db.execute(sql`deallocate all`);
    const { result, texts } = await textsOf(() => runInOneRoundTrip(single.db, [insert(31, 'after')]));
    expect(result[0]).toEqual([{ x: 31, label: 'after' }]);
    // The EXECUTE that failed (26000), the connection's list read again, then PREPARE + EXECUTE.
    expect(texts.at(-1)).toMatch(/^PREPARE test_probe_insert_\w+ AS/);
    expect(await labelsOf(31)).toEqual([{ label: 'after' }]);
  });

  it("inside a transaction, runs on the transaction's connection and undoes only itself when it fails", async () => {
    const outcome = await single.db.transaction(async (tx) => {
      await tx.execute(sql`insert into round_trip_probe (x, label) values (40, 'caller')`);
      await expect(runInOneRoundTrip(tx, [insert(41, 'mine'), insert(40, 'clash')])).rejects.toMatchObject({
        code: '23505',
      });
      const rows = await runInOneRoundTrip(tx, [insert(42, 'later')]);
      return rows[0];
    });
    expect(outcome).toEqual([{ x: 42, label: 'later' }]);
    expect(await labelsOf(40)).toEqual([{ label: 'caller' }]);
    expect(await labelsOf(41)).toEqual([]);
    expect(await labelsOf(42)).toEqual([{ label: 'later' }]);
  });

  it('refuses text holding NUL before anything is sent', async () => {
    await expect(runInOneRoundTrip(database.db, [insert(50, 'a\0b')])).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
