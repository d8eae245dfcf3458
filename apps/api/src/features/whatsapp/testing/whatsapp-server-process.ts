/**
 * The real app, its WhatsApp worker and the outbound worker (with the WhatsApp channel) in a process of their own, for the test that counts usage across two
 * server processes on one database. Started with tsx; the database comes in WA_DATABASE_URL, the configuration
 * as JSON in WA_ENV. Prints `listening <port>` once it answers; exits with its parent.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { createDatabase } from '../../../db/client.js';
import { createLogger } from '../../../lib/logger.js';
import { createMemoryEmailSender, TEST_ORIGIN } from '../../../test/test-app.js';
import { startOutboundWorker } from '../../outbound/index.js';
import { createWhatsAppChannel } from '../whatsapp-sender.js';
import { startWhatsAppWorker } from '../whatsapp-worker.js';

const connectionString = process.env.WA_DATABASE_URL;
if (!connectionString) throw new Error('WA_DATABASE_URL is not set');
const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: TEST_ORIGIN,
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  ...(JSON.parse(process.env.WA_ENV ?? '{}') as Record<string, string>),
});
const database = createDatabase({ connectionString, max: 10 });
const deps = { config, db: database.db, logger: createLogger('silent'), email: createMemoryEmailSender() };
const app = createApp(deps);
const worker = startWhatsAppWorker(deps);
const outbound = startOutboundWorker({
  db: database.db,
  config,
  logger: deps.logger,
  senders: { whatsapp: createWhatsAppChannel(deps) },
  pollMs: 200,
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  console.log(`listening ${info.port}`);
});

const stop = () => {
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(
    () =>
      void worker
        .stop()
        .then(() => outbound.stop())
        .then(() => database.close())
        .finally(() => process.exit(0)),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
