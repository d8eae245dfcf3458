import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { CrawlRun, Website } from '@leadchat/contract';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { startCrawlWorker } from './crawl-worker.js';
import { FIXTURE_READABLE_PATHS, startFixtureSite, type FixtureSite } from './fixtures/fixture-site.js';

/**
 * A database pg-boss 10 set up (schema version 24), with a crawl still waiting in it. pg-boss 11+ cannot migrate
 * that schema; the worker must start anyway and run the waiting crawl. Only the columns the upgrade reads exist.
 */
async function createPgBoss10Schema(connectionString: string, jobs: Array<{ data: unknown; state: string }>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`
      create schema pgboss;
      create table pgboss.version (version int primary key, maintained_on timestamptz, cron_on timestamptz);
      insert into pgboss.version (version) values (24);
      create type pgboss.job_state as enum ('created', 'retry', 'active', 'completed', 'cancelled', 'failed');
      create table pgboss.job (
        id uuid not null default gen_random_uuid(),
        name text not null,
        data jsonb,
        state pgboss.job_state not null default 'created',
        created_on timestamptz not null default now()
      );`);
    for (const job of jobs) {
      await client.query('insert into pgboss.job (name, data, state) values ($1, $2, $3)', [
        'crawl-website',
        JSON.stringify(job.data),
        job.state,
      ]);
    }
  } finally {
    await client.end();
  }
}

async function query<T extends pg.QueryResultRow>(connectionString: string, sql: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('job queue upgrade from pg-boss 10', () => {
  let t: TestApp;
  let site: FixtureSite;
  let owner: HttpClient;

  beforeAll(async () => {
    t = await createTestApp({ CRAWL_ALLOW_PRIVATE: '1' });
    site = await startFixtureSite();
    owner = createHttpClient(t.app);
    await signUpAndSignIn(owner, { sentEmails: t.sentEmails, withPlanIn: t.database.db });
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  it('starts on a pg-boss 10 database, runs the crawl still waiting there and drops the old schema', async () => {
    const website = (await (
      await owner.post('/api/websites', { name: 'Cedar Hollow Tree Care', domain: site.origin })
    ).json()) as Website;
    // No worker runs in this process yet: the crawl stays queued, as it would have in pg-boss 10.
    const started = await owner.post(`/api/websites/${website.id}/crawl`, {});
    expect(started.status).toBe(202);
    const { run: queued } = (await started.json()) as { run: CrawlRun };
    await createPgBoss10Schema(t.database.connectionString, [
      { data: { runId: queued.id, websiteId: website.id, maxPages: 25 }, state: 'created' },
      // Finished jobs and malformed data are left behind.
      { data: { runId: queued.id, websiteId: website.id }, state: 'completed' },
      { data: { unexpected: true }, state: 'created' },
    ]);

    const worker = await startCrawlWorker({ ...t.deps, connectionString: t.database.connectionString });
    try {
      let run: CrawlRun | null = null;
      for (let i = 0; i < 150; i += 1) {
        run = ((await (await owner.get(`/api/websites/${website.id}/crawl`)).json()) as { run: CrawlRun })
          .run;
        if (run.status === 'done' || run.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(run).toMatchObject({ id: queued.id, status: 'done', pagesRead: FIXTURE_READABLE_PATHS.length });
    } finally {
      await worker.stop();
    }

    const schemas = await query<{ nspname: string }>(
      t.database.connectionString,
      "select nspname from pg_namespace where nspname like 'pgboss%' order by nspname",
    );
    expect(schemas.map((row) => row.nspname)).toEqual(['pgboss']);
    const [version] = await query<{ version: number }>(
      t.database.connectionString,
      'select version from pgboss.version',
    );
    expect(version?.version).toBeGreaterThanOrEqual(25);
    // Exactly one crawl job was carried over (the malformed one was not sent).
    const jobs = await query<{ count: string }>(
      t.database.connectionString,
      "select count(*) from pgboss.job where name = 'crawl-website'",
    );
    expect(jobs[0]?.count).toBe('1');
  });

  it('starts a second time on the upgraded database without moving anything', async () => {
    const worker = await startCrawlWorker({ ...t.deps, connectionString: t.database.connectionString });
    await worker.stop();
    const schemas = await query<{ nspname: string }>(
      t.database.connectionString,
      "select nspname from pg_namespace where nspname like 'pgboss%'",
    );
    expect(schemas.map((row) => row.nspname)).toEqual(['pgboss']);
  });
});
