import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Answers whether the database responds within the time limit (readiness). */
export async function isDatabaseReady(options: { db: Database; timeoutMs: number }): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), options.timeoutMs);
  });
  const probe = options.db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
