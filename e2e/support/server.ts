/**
 * Starts and stops the built server (`node apps/api/dist/server.js`, the process `npm start` runs) for tests.
 * Each server gets a free port and, unless told otherwise, a fresh DATA_DIR under /tmp with its own embedded
 * PostgreSQL. Fault tests use the same helpers to kill, restart and inspect servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/server.js');

export type ExitResult = { code: number | null; signal: NodeJS.Signals | null };

export type RunningServer = {
  baseURL: string;
  port: number;
  dataDir: string;
  pid: number;
  child: ChildProcess;
  /** Everything the server printed (stdout and stderr). */
  output: () => string;
  /** The same output on disk: `<dataDir>/../<name>.log`. */
  logPath: string;
  /** Resolves when the process has exited. */
  exited: Promise<ExitResult>;
  /** SIGTERM, then wait for the exit (SIGKILL after `timeoutMs`). */
  stop: (timeoutMs?: number) => Promise<ExitResult>;
  /** Stops the server and deletes the temporary directory it was given (unless E2E_KEEP_DATA is set). */
  dispose: () => Promise<void>;
};

export type StartServerOptions = {
  /** Reuse a DATA_DIR (restart tests); default: a fresh one under /tmp. */
  dataDir?: string;
  port?: number;
  /** Extra environment (e.g. DATABASE_URL to use an outside PostgreSQL). */
  env?: Record<string, string | undefined>;
  /** How long to wait for `/readyz` to answer 200. */
  readyTimeoutMs?: number;
  /** A name for the log file. */
  name?: string;
};

/** A fresh, empty directory under /tmp (the OS temp dir). */
export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `leadchat-${prefix}-`));
  // Run as root, the embedded PostgreSQL runs as the `postgres` user, which must be able to enter this directory.
  await chmod(dir, 0o755);
  return dir;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function findFreePort(): Promise<number> {
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

/** Starts the built server and waits until `/readyz` answers 200 (the database is up and migrated). */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(REPO_ROOT, SERVER_ENTRY)} is missing: run \`npm run build\` first.`);
  }
  const ownDir = options.dataDir ? undefined : await makeTempDir('server');
  const dataDir = options.dataDir ?? path.join(ownDir!, 'data');
  const port = options.port ?? (await findFreePort());
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Same environment as `npm start` on a fresh machine, minus anything the test runner's shell carries.
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'SMTP_URL', 'LLM_PROVIDER', 'PUBLIC_URL']) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];

  const logPath = path.join(path.dirname(dataDir), `${options.name ?? 'server'}.log`);
  const log = createWriteStream(logPath);
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
    log.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<ExitResult>((resolve) => {
    child.once('exit', (code, signal) => {
      log.end();
      resolve({ code, signal });
    });
  });

  const server: RunningServer = {
    baseURL,
    port,
    dataDir,
    pid: child.pid ?? -1,
    child,
    output: () => output,
    logPath,
    exited,
    stop: async (timeoutMs = 20_000) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
    dispose: async () => {
      await server.stop();
      if (ownDir && !process.env.E2E_KEEP_DATA) await rm(ownDir, { recursive: true, force: true });
    },
  };

  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const isReady = await Promise.race([
    waitForStatus(`${baseURL}/readyz`, 200, readyTimeoutMs),
    exited.then(() => false),
  ]);
  if (!isReady) {
    const hasExited = child.exitCode !== null || child.signalCode !== null;
    await server.stop(5_000);
    const what = hasExited
      ? `exited with ${child.signalCode ?? `code ${child.exitCode}`} before it was ready`
      : `did not become ready within ${readyTimeoutMs} ms`;
    throw new Error(`The server ${what} (log: ${logPath}). Last output:\n${output.slice(-3000)}`);
  }
  return server;
}

/** Polls a URL until it answers with `status`; false on timeout. */
export async function waitForStatus(url: string, status: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  return false;
}

/** The pid in `<dataDir>/postgres/postmaster.pid`, or undefined when the file is absent. */
export function readPostmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Connection string of a DATA_DIR's embedded database (the server remembers port and password there). */
export function readEmbeddedDatabaseUrl(dataDir: string): string {
  const state = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
    port: number;
    password: string;
  };
  return `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/leadchat`;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Waits until a process is gone; false on timeout. */
export async function waitForProcessExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
