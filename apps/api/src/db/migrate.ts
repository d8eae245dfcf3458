import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

/** Where the committed SQL migrations live: beside this module in src/ (tsx, vitest) or in the bundled dist/. */
export function resolveMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.join(here, '../src/db/migrations'),
    path.join(here, 'db/migrations'),
  ];
  return (
    candidates.find((candidate) => existsSync(path.join(candidate, 'meta/_journal.json'))) ?? candidates[0]!
  );
}

/** Applies every pending migration; drizzle takes an advisory lock so concurrent starts are safe. */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: resolveMigrationsFolder() });
}
