/**
 * Carries an installation's waiting crawl jobs over from pg-boss 10 to the current pg-boss.
 *
 * pg-boss 11 rewrote its schema (version 25) and has no migration from pg-boss 10's (version 24): started on a
 * database pg-boss 10 set up, it stops with "Version 24 not found". So, once, before pg-boss starts, the old
 * `pgboss` schema is renamed out of the way (`pgboss_v10`); pg-boss then installs its own, the crawl jobs still
 * waiting in the old one are sent again, and the old schema is dropped. All of it runs under a session advisory
 * lock, so two server processes starting together do it once. A crash half-way leaves `pgboss_v10` in place and
 * the next start finishes the move; a job sent twice is harmless (a crawl run is claimed only while `queued`).
 * See docs/decisions/0111-pg-boss-12-and-the-v10-schema.md.
 */
import pg from 'pg';

/** The schema pg-boss uses by default (this product never changed it). */
const SCHEMA = 'pgboss';
const RETIRED_SCHEMA = 'pgboss_v10';
/** pg-boss 11's first schema version; anything below is pg-boss 10 or older. */
const FIRST_CURRENT_VERSION = 25;
const LOCK_KEY = 'leadchat:pgboss-v10-upgrade';

export type LegacyQueueUpgrade = {
  /** Sends the jobs of `queue` that were still waiting in pg-boss 10, then drops its schema. */
  moveWaitingJobs: (queue: string, send: (data: unknown) => Promise<void>) => Promise<number>;
  /** Releases the lock (always call it, in a finally). */
  release: () => Promise<void>;
};

/** Takes the upgrade lock and renames a pg-boss 10 schema out of the way. Call before pg-boss starts. */
export async function beginLegacyQueueUpgrade(connectionString: string): Promise<LegacyQueueUpgrade> {
  const client = new pg.Client({ connectionString, application_name: 'leadchat-jobs-upgrade' });
  // An idle client that loses its server (shutdown) must not crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [LOCK_KEY]);
    const version = await schemaVersion(client, SCHEMA);
    if (version !== null && version < FIRST_CURRENT_VERSION) {
      if ((await schemaVersion(client, RETIRED_SCHEMA)) !== null) {
        // An earlier upgrade renamed one and died; a second pg-boss 10 schema means pg-boss 10 ran again since.
        throw new Error(
          `Both ${SCHEMA} (pg-boss 10) and ${RETIRED_SCHEMA} exist: stop the old server version, then drop one of them`,
        );
      }
      await client.query(`alter schema ${SCHEMA} rename to ${RETIRED_SCHEMA}`);
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }

  let released = false;
  return {
    moveWaitingJobs: async (queue, send) => {
      if ((await schemaVersion(client, RETIRED_SCHEMA)) === null) return 0;
      const { rows } = await client.query<{ data: unknown }>(
        `select data from ${RETIRED_SCHEMA}.job where name = $1 and state::text in ('created', 'retry')
         order by created_on`,
        [queue],
      );
      for (const row of rows) await send(row.data);
      await client.query(`drop schema ${RETIRED_SCHEMA} cascade`);
      return rows.length;
    },
    release: async () => {
      if (released) return;
      released = true;
      // Ending the session releases its advisory lock.
      await client.end().catch(() => undefined);
    },
  };
}

/** The pg-boss schema version recorded in `<schema>.version`, or null when there is no such schema. */
async function schemaVersion(client: pg.Client, schema: string): Promise<number | null> {
  const { rows } = await client.query<{ present: string | null }>('select to_regclass($1) as present', [
    `${schema}.version`,
  ]);
  if (!rows[0]?.present) return null;
  const version = await client.query<{ version: number }>(`select version from ${schema}.version limit 1`);
  return version.rows[0]?.version ?? 0;
}
