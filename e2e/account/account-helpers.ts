/** Helpers for the account journeys: axe, opening links that may use a new tab, the admin CLI, the database. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { readEmbeddedDatabaseUrl, REPO_ROOT } from '../support/server';

const run = promisify(execFile);

/** axe-core findings of serious or critical impact (docs/product/quality-bars.md: there must be none). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Clicks something that opens a page in a new tab (checkout, the billing portal) and returns that tab;
 * when the browser kept it in the same tab, returns the same page once it has navigated.
 */
export async function clickAndFollow(
  page: Page,
  click: () => Promise<void>,
  urlPattern: RegExp,
): Promise<Page> {
  const popup = page.context().waitForEvent('page');
  const sameTab = page.waitForURL(urlPattern).then(() => page);
  await click();
  const target = await Promise.race([popup, sameTab]);
  await target.waitForURL(urlPattern);
  return target;
}

/** Runs `admin-cli grant|revoke EMAIL` (the built `npm run admin`) against the running e2e server's data. */
export async function runAdminCli(command: 'grant' | 'revoke', email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: the Playwright global setup starts the server and sets it.');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const { stdout } = await run(
    process.execPath,
    [path.join(REPO_ROOT, 'apps/api/dist/admin-cli.js'), command, email],
    {
      cwd: REPO_ROOT,
      env,
    },
  );
  return stdout.trim();
}

/** One query on the e2e server's embedded database. */
export async function queryDatabase<T extends pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: the Playwright global setup starts the server and sets it.');
  const client = new pg.Client({ connectionString: readEmbeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
