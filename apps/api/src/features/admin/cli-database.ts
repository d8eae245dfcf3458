/**
 * The database connection for shell tools (npm run admin). With DATABASE_URL, that database. Otherwise the
 * embedded PostgreSQL under DATA_DIR: when the server is running it already runs that PostgreSQL, so we connect
 * to it (port and password from DATA_DIR/postgres.json); when it is not, we start it ourselves and stop it after.
 * Starting it while the server runs would stop the server's database.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config.js';
import { startEmbeddedPostgres } from '../../db/embedded.js';
import type { Logger } from '../../lib/logger.js';

/** Names embedded.ts uses for the embedded server. */
const EMBEDDED_DATABASE = 'leadchat';
const EMBEDDED_USER = 'postgres';

export type CliConnection = { connectionString: string; isOwnServer: boolean; stop: () => Promise<void> };

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The port and password of the embedded server already running on this data directory, if any. */
export async function findRunningEmbeddedServer(
  dataDir: string,
): Promise<{ port: number; password: string } | null> {
  try {
    const pid = Number.parseInt(
      (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
      10,
    );
    if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return null;
    const state = JSON.parse(await readFile(path.join(dataDir, 'postgres.json'), 'utf8')) as {
      port?: unknown;
      password?: unknown;
    };
    if (typeof state.port !== 'number' || typeof state.password !== 'string') return null;
    return { port: state.port, password: state.password };
  } catch {
    return null;
  }
}

export async function connectForCli(options: { config: Config; logger: Logger }): Promise<CliConnection> {
  const { config, logger } = options;
  if (config.DATABASE_URL)
    return { connectionString: config.DATABASE_URL, isOwnServer: false, stop: async () => {} };
  const running = await findRunningEmbeddedServer(config.dataDir);
  if (running) {
    const connectionString = `postgres://${EMBEDDED_USER}:${encodeURIComponent(running.password)}@127.0.0.1:${running.port}/${EMBEDDED_DATABASE}`;
    // A stale pid file can name a live process that is not our PostgreSQL: only trust an answering server.
    if (await canConnect(connectionString))
      return { connectionString, isOwnServer: false, stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
  return { connectionString: embedded.connectionString, isOwnServer: true, stop: embedded.stop };
}

async function canConnect(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
