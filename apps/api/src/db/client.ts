import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../lib/logger.js';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything a service can run queries on: the pool-backed database or an open transaction. */
export type Queryable = Database | Transaction;

/** The server's limit on one statement; the client gives up a second later (a query of several: one each). */
export const STATEMENT_TIMEOUT_MS = 15_000;

export type DatabaseHandle = { db: Database; pool: pg.Pool; close: () => Promise<void> };

/** Opens the pool. Short connect/statement timeouts make requests fail fast (503) while the database is away. */
export function createDatabase(options: {
  connectionString: string;
  logger?: Logger;
  max?: number;
}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 1000,
  });
  // Idle clients receive 57P01 when the server stops; unhandled, that would crash the process.
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'idle database client error'));
  const db = drizzle(pool, { schema }) as Database;
  let closed = false;
  return {
    db,
    pool,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export { schema };
