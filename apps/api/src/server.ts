/**
 * Process entry: read config, start the embedded PostgreSQL when DATABASE_URL is unset, migrate,
 * seed a fresh installation, listen, and shut down cleanly on SIGINT/SIGTERM.
 */
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createEmailSender } from './adapters/email/index.js';
import { createDatabase } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { createLogger } from './lib/logger.js';
import { startBackgroundWork, type BackgroundWork } from './lib/background.js';
import { resolveAuthSecret } from './features/auth/auth-secret.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  config.AUTH_SECRET = resolveAuthSecret({ configured: config.AUTH_SECRET, dataDir: config.dataDir });

  let embedded: EmbeddedDatabase | undefined;
  let connectionString = config.DATABASE_URL;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
    connectionString = embedded.connectionString;
  }

  const database = createDatabase({ connectionString, logger });
  await runMigrations(database.db);
  const email = createEmailSender({ config, db: database.db, logger });
  const deps = { config, db: database.db, logger, email };
  const background: BackgroundWork = await startBackgroundWork({ ...deps, connectionString });

  const app = createApp(deps);
  const server: ServerType = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port }, 'listening');
    // Plain line for people running `npm start`.
    console.log(`LeadChat is running at ${config.publicUrl}`);
  });

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting; in-flight requests finish. Long-lived streams get a grace period, then are cut.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const grace = setTimeout(() => {
      const httpServer = server as unknown as { closeAllConnections?: () => void };
      httpServer.closeAllConnections?.();
    }, 5000);
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    await closed;
    clearTimeout(grace);
    await background.stop();
    await email.close();
    await database.close();
    if (embedded) await embedded.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('LeadChat failed to start:', error);
  process.exit(1);
});
