/**
 * Vitest global setup for API tests: finds a real PostgreSQL (127.0.0.1:5432 when it answers, else the
 * embedded one), builds a migrated template database once, and hands its address to every test file.
 * Each test file then clones the template into a fresh database of its own (see test/database.ts).
 */
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { createLogger } from '../lib/logger.js';
import { findRepoRoot } from '../lib/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDbServerUrl: string;
    testDbTemplate: string;
  }
}

const RUN_ID = `${process.pid}_${Date.now().toString(36)}`;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const wantEmbedded = process.env.TEST_DB === 'embedded';
  if (wantEmbedded || !(await canConnect(serverUrl))) {
    const logger = createLogger('warn');
    embedded = await startEmbeddedPostgres({ dataDir: path.join(findRepoRoot(), '.data-test'), logger });
    const url = new URL(embedded.connectionString);
    url.pathname = '/postgres';
    serverUrl = url.toString();
    console.log('[api tests] using the embedded PostgreSQL');
  } else {
    console.log('[api tests] using the PostgreSQL server at 127.0.0.1:5432');
  }

  const template = `leadchat_tpl_${RUN_ID}`;
  await adminQuery(serverUrl, `create database ${template}`);
  const templateDb = createDatabase({ connectionString: withDatabase(serverUrl, template) });
  await runMigrations(templateDb.db);
  await templateDb.close();

  project.provide('testDbServerUrl', serverUrl);
  project.provide('testDbTemplate', template);

  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`%${RUN_ID}%`],
      );
      for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
    } finally {
      await client.end();
    }
    if (embedded) await embedded.stop();
  };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
