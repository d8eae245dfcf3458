/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: change a user's admin role from the shell
 * (docs/product/improvements.md). Works on DATABASE_URL or the embedded database, whether or not the server is running.
 */
import { loadConfig } from './config.js';
import { createDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { connectForCli } from './features/admin/cli-database.js';
import { setUserRoleByEmail } from './features/admin/admin.service.js';
import { AppError } from './lib/app-error.js';
import { createLogger } from './lib/logger.js';

const USAGE =
  'Usage: npm run admin -- grant EMAIL   (make EMAIL an administrator)\n       npm run admin -- revoke EMAIL  (make EMAIL a regular user)';

async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const connection = await connectForCli({ config, logger });
  const database = createDatabase({ connectionString: connection.connectionString, logger });
  try {
    // A database we started ourselves may be brand new: bring its schema up to date first.
    if (connection.isOwnServer) await runMigrations(database.db);
    const updated = await setUserRoleByEmail({
      db: database.db,
      email,
      role: command === 'grant' ? 'admin' : 'user',
    });
    console.log(
      `${updated.email} is now ${updated.role === 'admin' ? 'an administrator' : 'a regular user'}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
    await connection.stop();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('admin command failed:', error);
    process.exit(1);
  });
