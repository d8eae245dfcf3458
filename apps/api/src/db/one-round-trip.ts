/**
 * Several statements in ONE round trip, each a prepared statement of its connection (docs/decisions/0185, 0195).
 *
 * The statements are sent as one simple query, which PostgreSQL runs as one implicit transaction (committed after
 * the last statement, rolled back on any error) with a snapshot per statement under READ COMMITTED. Each statement
 * is run as `EXECUTE <name>(<its parameters as literals>)` of a statement prepared on that connection, so its text
 * is parsed, analysed and planned once per connection instead of on every call (PostgreSQL keeps a generic plan
 * after five custom ones when it costs no more, plan_cache_mode auto). A connection that has not prepared a
 * statement yet gets its `PREPARE` in front of the same query: still one round trip. A prepared statement is
 * not transactional (it stays prepared when the query fails), so after a failure of a query that held a
 * `PREPARE` the connection's list is read again from `pg_prepared_statements`.
 *
 * Values never enter a statement's text: they are the EXECUTE's arguments, written as literals (pg.escapeLiteral),
 * and PostgreSQL must be able to infer each parameter's type at PREPARE (cast them). A statement must come in a few
 * shapes only (its text must not vary with the values): each text is prepared on every connection that runs it,
 * and stays prepared there as long as the connection lives.
 */
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { AppError } from '../lib/app-error.js';
import { STATEMENT_TIMEOUT_MS, type Database, type Queryable } from './client.js';
import { statementName } from './named-statement.js';

const dialect = new PgDialect();

/** One statement of the round trip: `label` names its prepared statement (with a hash of its text). */
export type RoundTripStatement = { label: string; query: SQL };

/** A value as an SQL literal: what the round trip writes in place of a parameter. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') {
    // PostgreSQL refuses NUL in text whether it comes as a parameter or inlined; refused here, it can't end the query.
    if (value.includes('\0')) throw new AppError('VALIDATION_FAILED', 'Text may not contain NUL characters.');
    return pg.escapeLiteral(value);
  }
  throw new Error(`runInOneRoundTrip: no literal for ${typeof value}`);
}

/** The statements this module has prepared, by connection (a prepared statement lives as long as its session). */
const preparedOn = new WeakMap<pg.ClientBase, Set<string>>();

/**
 * After a failed query that held a PREPARE of ours: some of them may have run before the failure (they stay), so
 * what the connection holds is read again, once it can answer (outside the failed savepoint). After a timeout or
 * a lost connection, or if it can't be read, the list is forgotten (a PREPARE of a name already there then fails
 * once, and the list is read again after that failure).
 */
async function rereadPrepared(client: pg.ClientBase, error: unknown): Promise<void> {
  preparedOn.delete(client);
  if (!isServerError(error)) return;
  try {
    const result = await client.query<{ name: string }>('select name from pg_prepared_statements');
    preparedOn.set(client, new Set(result.rows.map((row) => row.name)));
  } catch {
    // forgotten, as above
  }
}

/** The connection a drizzle transaction runs on (node-postgres keeps it on the session). */
function connectionOf(transaction: Queryable): pg.PoolClient {
  return (transaction as unknown as { _: { session: { client: pg.PoolClient } } })._.session.client;
}

/** Whether PostgreSQL answered with an error (the connection is ready again), not a timeout or a lost connection. */
function isServerError(error: unknown): boolean {
  return error instanceof pg.DatabaseError;
}

/** 26000: a statement this module thought prepared is not (deallocated by someone else): the list is read again. */
function isUnknownStatement(error: unknown): boolean {
  return isServerError(error) && (error as pg.DatabaseError).code === '26000';
}

/**
 * Runs the statements in one round trip (see the module header) and returns each statement's rows, in order.
 * Inside a transaction (a WhatsApp event is processed in one) they go over that transaction's connection, under a
 * savepoint, so a refused statement (the booking's exclusion conflict) rolls back only them, not the caller's work.
 */
export async function runInOneRoundTrip(
  db: Queryable,
  statements: RoundTripStatement[],
): Promise<Record<string, unknown>[][]> {
  const built = statements.map(({ label, query }) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = statementName(label, text);
    return {
      name,
      text,
      execute: params.length ? `EXECUTE ${name}(${params.map(sqlLiteral).join(', ')})` : `EXECUTE ${name}`,
    };
  });
  /** Sends the round trip; `hasPrepared`: whether it held a PREPARE (the list to read again if it fails). */
  const send = async (client: pg.ClientBase, hasPrepared: { value: boolean }) => {
    let prepared = preparedOn.get(client);
    if (!prepared) preparedOn.set(client, (prepared = new Set()));
    const known = prepared;
    const toPrepare = [
      ...new Map(built.filter(({ name }) => !known.has(name)).map((each) => [each.name, each])).values(),
    ];
    hasPrepared.value = toPrepare.length > 0;
    const text = [
      ...toPrepare.map(({ name, text: statement }) => `PREPARE ${name} AS ${statement}`),
      ...built.map(({ execute }) => execute),
    ].join(';\n');
    // The pool's client-side timeout (db/client.ts) is meant to fire after the server's statement_timeout, which
    // here applies to each statement of the query, not to the round trip: with the client's limit alone a query
    // whose statements each waited under it could fail on the client and still commit on the server. So this
    // query's client limit is one statement limit per statement.
    const timeout = (toPrepare.length + built.length) * STATEMENT_TIMEOUT_MS + 1000;
    const result = (await client.query({ text, query_timeout: timeout } as pg.QueryConfig)) as
      pg.QueryResult | pg.QueryResult[];
    for (const { name } of toPrepare) known.add(name);
    const results = Array.isArray(result) ? result : [result];
    return results.slice(toPrepare.length).map((each) => each.rows as Record<string, unknown>[]);
  };
  /**
   * One round trip on `client` (`inSavepoint`: in the caller's transaction, under a savepoint). A statement thought
   * prepared that is not (26000: deallocated behind this module's back) failed before anything was committed: the
   * connection's list is read again and the round trip sent once more, with its PREPAREs.
   */
  const sendOn = async (
    client: pg.ClientBase,
    inSavepoint?: (run: () => Promise<unknown>) => Promise<unknown>,
  ) => {
    for (let attempt = 1; ; attempt++) {
      const hasPrepared = { value: false };
      try {
        const run = () => send(client, hasPrepared);
        return (await (inSavepoint ? inSavepoint(run) : run())) as Record<string, unknown>[][];
      } catch (error) {
        // In a transaction, the savepoint is rolled back by now: the caller's transaction can answer.
        if (hasPrepared.value || isUnknownStatement(error)) await rereadPrepared(client, error);
        if (attempt < 2 && isUnknownStatement(error)) continue;
        throw error;
      }
    }
  };
  if (db instanceof PgTransaction) {
    return sendOn(connectionOf(db), (run) => db.transaction(run));
  }
  const client = await (db as Database).$client.connect();
  let failure: unknown;
  try {
    return await sendOn(client);
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    // After an error answered by the server the connection is ready for the next query and keeps its prepared
    // statements; after a timeout or a broken connection it is closed (the pool opens another).
    client.release(failure !== undefined && !isServerError(failure) ? (failure as Error) : undefined);
  }
}
