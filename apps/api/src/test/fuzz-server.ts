/**
 * The real app on a real port in a process of its own, for the fuzz suite (lib/api-fuzz.test.ts): the suite's
 * client and the server then use a core each instead of sharing one event loop. Started with tsx; the test
 * database's address comes in FUZZ_DATABASE_URL, extra configuration as JSON in FUZZ_ENV. Prints
 * `listening <port>` once it answers.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { createLogger } from '../lib/logger.js';
import { createMemoryEmailSender, TEST_ORIGIN } from './test-app.js';

const connectionString = process.env.FUZZ_DATABASE_URL;
if (!connectionString) throw new Error('FUZZ_DATABASE_URL is not set');
const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: TEST_ORIGIN,
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  ...(JSON.parse(process.env.FUZZ_ENV ?? '{}') as Record<string, string>),
});
const database = createDatabase({ connectionString, max: 10 });
const app = createApp({
  config,
  db: database.db,
  logger: createLogger('silent'),
  email: createMemoryEmailSender(),
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  console.log(`listening ${info.port}`);
});

const stop = () => {
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(() => void database.close().finally(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The test runner going away takes this process with it (even killed outright, when no signal reaches here).
process.on('disconnect', stop);
const runnerPid = Number(process.env.FUZZ_PARENT_PID);
if (runnerPid) {
  setInterval(() => {
    try {
      process.kill(runnerPid, 0);
    } catch {
      stop();
    }
  }, 2000).unref();
}
