/**
 * Starts one built server for the whole Playwright run (fresh DATA_DIR, embedded PostgreSQL, free port) and
 * hands its address to the workers through E2E_BASE_URL / E2E_DATA_DIR. The returned teardown stops it with
 * SIGTERM and checks that the shutdown was clean: exit code 0 and the embedded PostgreSQL gone.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_PATH } from '../../playwright.config';
import { isProcessAlive, readPostmasterPid, startServer, waitForProcessExit } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  // Every spec signs up from 127.0.0.1, so the per-IP sign-up limit (10 an hour) would run out mid-suite. The limits
  // themselves are tested in the API tests; here they are raised, never removed.
  const server = await startServer({ name: 'e2e-server', env: { RATE_LIMIT_MULTIPLIER: '50' } });
  const postgresPid = readPostmasterPid(server.dataDir);
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  console.log(
    `[e2e] server ${server.baseURL} (pid ${server.pid}), DATA_DIR ${server.dataDir}, log ${server.logPath}`,
  );

  return async () => {
    const result = await server.stop();
    const problems: string[] = [];
    if (result.code !== 0) problems.push(`the server exited with ${result.signal ?? `code ${result.code}`}`);
    if (postgresPid && !(await waitForProcessExit(postgresPid, 10_000))) {
      problems.push(`its embedded PostgreSQL (pid ${postgresPid}) is still running`);
    }
    if (readPostmasterPid(server.dataDir) !== undefined) problems.push('postmaster.pid was left behind');
    if (problems.length) {
      if (postgresPid && isProcessAlive(postgresPid)) process.kill(postgresPid, 'SIGINT');
      throw new Error(`Unclean shutdown after SIGTERM: ${problems.join('; ')} (log: ${server.logPath})`);
    }
    if (!process.env.E2E_KEEP_DATA) await rm(path.dirname(server.dataDir), { recursive: true, force: true });
  };
}
