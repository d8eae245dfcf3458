import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/client.js';

export type TestDatabase = DatabaseHandle & { connectionString: string; name: string };

/** A fresh database cloned from the migrated template: each test file gets its own, dropped at the end of the run. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('testDbServerUrl');
  const template = inject('testDbTemplate');
  const name = `${template.replace('leadchat_tpl_', 'leadchat_t_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const handle = createDatabase({ connectionString, max: 5 });
  return { ...handle, connectionString, name };
}
