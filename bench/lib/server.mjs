/** Starting and stopping the built server (and its embedded PostgreSQL) for a benchmark. */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './output.mjs';

export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1' }, () => probe.close(() => resolve(true)));
  });
}

/** The newest modification time (ms) of any file below `dir`. */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether apps/api/dist/server.js exists and is newer than the API's and the contract's sources. */
export function isApiBuildFresh() {
  const dist = path.join(ROOT, 'apps/api/dist/server.js');
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps/api/src')),
    newestMtime(path.join(ROOT, 'packages/contract/src')),
  );
  return existsSync(dist) && statSync(dist).mtimeMs >= sources;
}

/**
 * The environment of a production server on 127.0.0.1:`port` with its own DATA_DIR: no mail, the built-in
 * responder, the given database (unset: the embedded one) and log level, plus `extra` settings.
 */
function serverEnv({ port, dataDir, databaseUrl, logLevel, extra = {} }) {
  const env = { ...process.env };
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'SMTP_URL', 'LLM_PROVIDER', 'PUBLIC_URL', 'LOG_LEVEL'])
    delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: logLevel,
    ...extra,
  });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/**
 * Waits (90 s at most) until the server answers GET /readyz with 200. Throws with `output()` (what the server
 * wrote so far) when it exits first, or when time runs out (then it is stopped first).
 */
async function waitUntilReady({ child, exited, baseUrl, output }) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      await exited;
      throw new Error(`The server was not ready within 90 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM, then SIGKILL when the server has not exited after `graceMs`. */
async function stopServer({ child, exited, graceMs }) {
  if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `node <args>` as a production server (see serverEnv) and waits until it is ready. Its output goes to
 * `logFile` when one is given, else it is kept in memory; either way a failed start shows it. `stop()` gives
 * it `graceMs` to exit after SIGTERM.
 */
export async function launchServer({ args, logFile, graceMs, ...envOptions }) {
  const env = serverEnv(envOptions);
  let child;
  let output;
  if (logFile) {
    const logFd = openSync(logFile, 'w');
    child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', logFd, logFd] });
    closeSync(logFd);
    output = () => {
      try {
        return readFileSync(logFile, 'utf8').slice(0, 20_000);
      } catch {
        return '';
      }
    };
  } else {
    child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    output = () => text;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${envOptions.port}`;
  await waitUntilReady({ child, exited, baseUrl, output });
  return { baseUrl, pid: child.pid, stop: () => stopServer({ child, exited, graceMs }) };
}

/** The URL of the embedded PostgreSQL that the server started in `dataDir` (its postgres.json). */
export async function embeddedDatabaseUrl(dataDir) {
  const state = JSON.parse(await readFile(path.join(dataDir, 'postgres.json'), 'utf8'));
  return `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/leadchat`;
}
