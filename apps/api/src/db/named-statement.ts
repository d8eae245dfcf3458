/**
 * Named prepared statements for the statements a hot path runs on every request (the chat message's admission,
 * its visitor message and its reply: docs/decisions/0186). `db.execute(sql)` sends the whole text and PostgreSQL
 * parses and plans it every time: for the chat's CTE statements that was more of the database's time than running
 * them. Named, each pooled connection parses a statement once; after five runs PostgreSQL keeps a generic plan
 * when it is no dearer than the custom ones (plan_cache_mode auto), and the text is no longer sent again.
 *
 * The name is derived from the statement's text (a label plus a hash), so one name never stands for two texts,
 * which node-postgres refuses. Same result shape as `db.execute`.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.js';

const dialect = new PgDialect();

/**
 * Names already derived, by statement text. A hot path's statements come in a few shapes; should a caller ever
 * build texts without bound, the cache stops growing and further texts are hashed each time (still correct).
 */
const names = new Map<string, string>();
const MAX_NAMES = 200;

/**
 * A prepared statement's name, `<label>_<hash of its text>`: also written into SQL text by `runInOneRoundTrip`
 * (`PREPARE name AS …`, `EXECUTE name(…)`), so the label must be a plain lower-case identifier.
 */
export function statementName(label: string, text: string): string {
  const known = names.get(text);
  if (known) return known;
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(label)) throw new Error(`Bad statement label: ${label}`);
  const name = `${label}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  if (names.size < MAX_NAMES) names.set(text, name);
  return name;
}

/** Runs `query` as the named prepared statement `<label>_<hash of its text>`; rows as `db.execute` returns them. */
export async function executeNamed<TRow extends Record<string, unknown>>(
  db: Queryable,
  label: string,
  query: SQL,
): Promise<{ rows: TRow[] }> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(label, built.sql), false);
  return (await prepared.execute()) as { rows: TRow[] };
}
