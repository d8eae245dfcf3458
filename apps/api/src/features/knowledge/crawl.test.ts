import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlRun, KnowledgeOverview, Website } from '@leadchat/contract';
import { knowledgeChunks, knowledgeSources } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { runCrawl } from './crawl.service.js';
import { startCrawlWorker } from './crawl-worker.js';
import type { CrawlLimits } from './crawler.js';
import {
  FIXTURE_CHROME_MARKERS,
  FIXTURE_FACTS,
  FIXTURE_READABLE_PATHS,
  startFixtureSite,
  type FixtureSite,
} from './fixtures/fixture-site.js';

const PAGE_PATHS = new Set([
  '/',
  '/services',
  '/pricing',
  '/about',
  '/contact',
  '/blog/winter-pruning',
  '/private/staff-notes',
]);

describe('website crawl', () => {
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

  const createWebsite = async (domain: string) => {
    const response = await owner.post('/api/websites', { name: 'Cedar Hollow Tree Care', domain });
    expect(response.status).toBe(201);
    return (await response.json()) as Website;
  };

  /** Starts a crawl through the API, runs the job the worker would run, and reads the progress through the API. */
  const crawl = async (
    websiteId: string,
    options: { maxPages?: number; limits?: Partial<CrawlLimits> } = {},
  ) => {
    const started = await owner.post(
      `/api/websites/${websiteId}/crawl`,
      options.maxPages ? { maxPages: options.maxPages } : {},
    );
    expect(started.status).toBe(202);
    const { run } = (await started.json()) as { run: CrawlRun };
    expect(run).toMatchObject({
      status: 'queued',
      pagesFound: 0,
      pagesRead: 0,
      pagesFailed: 0,
      failures: [],
    });
    const queued = (await (await owner.get(`/api/websites/${websiteId}/crawl`)).json()) as { run: CrawlRun };
    expect(queued.run?.id).toBe(run.id);
    await runCrawl({
      db: t.deps.db,
      config: t.deps.config,
      websiteId,
      runId: run.id,
      maxPages: options.maxPages,
      limits: options.limits,
    });
    const response = await owner.get(`/api/websites/${websiteId}/crawl`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { run: CrawlRun }).run;
  };

  const chunksOf = (websiteId: string) =>
    t.database.db
      .select()
      .from(knowledgeChunks)
      .where(and(eq(knowledgeChunks.websiteId, websiteId), eq(knowledgeChunks.kind, 'page')));

  it('reads exactly the pages robots.txt allows, learns their main text with URLs and lists failures with reasons', async () => {
    const website = await createWebsite(site.origin);
    const requestsBefore = site.requests.length;
    const run = await crawl(website.id);

    expect(run.status).toBe('done');
    expect(run.error).toBeNull();
    expect(run.finishedAt).not.toBeNull();
    expect(run.pagesRead).toBe(FIXTURE_READABLE_PATHS.length);
    const reasons = Object.fromEntries(run.failures.map((f) => [new URL(f.url).pathname, f.reason]));
    expect(reasons).toEqual({
      '/brochure': 'Not an HTML page (application/pdf)',
      '/gallery': 'HTTP 500',
      '/big-page': 'Page is larger than 1 MB',
      '/partners': expect.stringMatching(/169\.254\.169\.254: cloud metadata address/),
    });
    expect(run.pagesFailed).toBe(4);
    expect(run.pagesFound).toBe(run.pagesRead + run.pagesFailed);

    // robots.txt first, then the sitemap; never the disallowed page, files by extension or other sites.
    const requested = site.requests.slice(requestsBefore).map((r) => r.split('?')[0]!);
    expect(requested[0]).toBe('/robots.txt');
    expect(requested[1]).toBe('/sitemap.xml');
    expect(requested).not.toContain('/private/staff-notes');
    expect(requested).not.toContain('/logo.png');
    expect(requested).not.toContain('/assets/app.js');
    expect(requested.filter((path) => PAGE_PATHS.has(path)).sort()).toEqual(
      [...FIXTURE_READABLE_PATHS].sort(),
    );

    const overview = (await (
      await owner.get(`/api/websites/${website.id}/knowledge`)
    ).json()) as KnowledgeOverview;
    const expectedUrls = FIXTURE_READABLE_PATHS.map((path) => new URL(path, site.origin).toString());
    expect(overview.pages.map((p) => p.url).sort()).toEqual([...expectedUrls].sort());
    expect(overview.pages.every((p) => p.chunkCount >= 1 && p.characters > 30)).toBe(true);
    expect(overview.pages.find((p) => p.url.endsWith('/services'))?.title).toBe(
      'Services | Cedar Hollow Tree Care',
    );
    expect(overview.crawl?.id).toBe(run.id);

    const chunks = await chunksOf(website.id);
    expect(chunks.length).toBeGreaterThanOrEqual(FIXTURE_READABLE_PATHS.length);
    for (const chunk of chunks) {
      expect(expectedUrls).toContain(chunk.url);
      expect(chunk.content.length).toBeLessThanOrEqual(800);
      for (const marker of FIXTURE_CHROME_MARKERS) expect(chunk.content).not.toContain(marker);
      expect(chunk.content).not.toContain(FIXTURE_FACTS.gateCode.text);
    }
    for (const [name, fact] of Object.entries(FIXTURE_FACTS)) {
      if (name === 'gateCode') continue;
      const holders = chunks.filter((chunk) => chunk.content.includes(fact.text));
      expect(holders.length, name).toBeGreaterThan(0);
      expect(new Set(holders.map((chunk) => chunk.url)), name).toEqual(
        new Set([new URL(fact.path, site.origin).toString()]),
      );
    }

    // The generated tsvector makes the pages searchable, the right page first.
    const hits = await t.database.db.execute<{ url: string }>(sql`
      select url from knowledge_chunks
      where website_id = ${website.id} and search_vector @@ websearch_to_tsquery('english', 'stump grinding price')
      order by ts_rank(search_vector, websearch_to_tsquery('english', 'stump grinding price')) desc`);
    expect(hits.rows[0]?.url).toBe(new URL('/services', site.origin).toString());
    const secret = await t.database.db.execute(sql`
      select 1 from knowledge_chunks where website_id = ${website.id}
      and search_vector @@ websearch_to_tsquery('english', 'gate code')`);
    expect(secret.rows).toHaveLength(0);
  });

  it('re-crawls by swapping the pages in at the end, keeping FAQs and pasted text', async () => {
    const website = await createWebsite(site.origin);
    await crawl(website.id);
    expect(
      (
        await owner.post(`/api/websites/${website.id}/knowledge/faqs`, {
          question: 'Do you grind stumps?',
          answer: 'Yes.',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await owner.post(`/api/websites/${website.id}/knowledge/texts`, {
          title: 'Note',
          content: 'We love oaks.',
        })
      ).status,
    ).toBe(201);
    const oldSourceIds = (
      await t.database.db
        .select({ id: knowledgeSources.id })
        .from(knowledgeSources)
        .where(and(eq(knowledgeSources.websiteId, website.id), eq(knowledgeSources.kind, 'page')))
    ).map((row) => row.id);
    expect(oldSourceIds).toHaveLength(6);

    // A slower copy of the site, read with a page limit of 2: while it runs the old pages stay searchable.
    const slow = await startFixtureSite({ delayMs: 250 });
    try {
      expect((await owner.patch(`/api/websites/${website.id}`, { domain: slow.origin })).status).toBe(200);
      const started = await owner.post(`/api/websites/${website.id}/crawl`, { maxPages: 2 });
      expect(started.status).toBe(202);
      const { run } = (await started.json()) as { run: CrawlRun };
      expect((await owner.post(`/api/websites/${website.id}/crawl`, {})).status).toBe(409);

      const running = runCrawl({
        db: t.deps.db,
        config: t.deps.config,
        websiteId: website.id,
        runId: run.id,
        maxPages: 2,
      });
      let sawRunning = false;
      for (let i = 0; i < 50 && !sawRunning; i += 1) {
        const progress = (
          (await (await owner.get(`/api/websites/${website.id}/crawl`)).json()) as { run: CrawlRun }
        ).run;
        if (progress.status === 'running') {
          sawRunning = true;
          expect(progress.pagesFound).toBeLessThanOrEqual(2);
          const during = await chunksOf(website.id);
          expect(new Set(during.map((c) => c.sourceId))).toEqual(new Set(oldSourceIds));
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(sawRunning).toBe(true);
      const finished = await running;
      expect(finished).toMatchObject({ status: 'done', pagesFound: 2, pagesRead: 2, pagesFailed: 0 });
      expect(slow.requests.filter((r) => PAGE_PATHS.has(r)).length).toBe(2);
    } finally {
      await slow.close();
    }

    const overview = (await (
      await owner.get(`/api/websites/${website.id}/knowledge`)
    ).json()) as KnowledgeOverview;
    expect(overview.pages).toHaveLength(2);
    expect(overview.pages.every((page) => page.url.startsWith(slow.origin))).toBe(true);
    expect(overview.pages.some((page) => oldSourceIds.includes(page.id))).toBe(false);
    expect(overview.faqs).toHaveLength(1);
    expect(overview.texts).toHaveLength(1);
    const after = await chunksOf(website.id);
    expect(after.every((chunk) => chunk.url?.startsWith(slow.origin))).toBe(true);
  });

  it('keeps the previous pages when a crawl reads nothing, and says why it failed', async () => {
    const website = await createWebsite(site.origin);
    await crawl(website.id);
    const before = await chunksOf(website.id);
    // A port nothing listens on.
    const closed = await startFixtureSite();
    await closed.close();
    expect((await owner.patch(`/api/websites/${website.id}`, { domain: closed.origin })).status).toBe(200);
    const run = await crawl(website.id);
    expect(run.status).toBe('failed');
    expect(run.error).toBe(`Could not read ${closed.origin}/robots.txt: The server refused the connection`);
    expect((await chunksOf(website.id)).map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
  });

  it('stops at the total time limit and keeps what it read', async () => {
    // Pages answer after 0.8 s, two at a time: within 2 s two batches finish and the third is cut off.
    const slow = await startFixtureSite({ delayMs: 800 });
    try {
      const website = await createWebsite(slow.origin);
      const started = Date.now();
      const run = await crawl(website.id, { limits: { totalTimeMs: 2000, concurrency: 2 } });
      expect(Date.now() - started).toBeLessThan(4000);
      expect(run.status).toBe('done');
      expect(run.pagesRead).toBeGreaterThanOrEqual(2);
      expect(run.pagesRead).toBeLessThanOrEqual(4);
      expect(run.error).toMatch(/^Stopped at the 2-second time limit(; \d+ found pages were not read)?\.$/);
      // Requests cut off by the limit are listed with that reason.
      expect(run.failures.some((f) => f.reason === 'The crawl time limit was reached')).toBe(true);
      const learnt = new Set((await chunksOf(website.id)).map((chunk) => chunk.url));
      expect(learnt.size).toBe(run.pagesRead);
    } finally {
      await slow.close();
    }
  });

  it('refuses bad crawl options with 400', async () => {
    const website = await createWebsite(site.origin);
    for (const body of [{ maxPages: 0 }, { maxPages: 201 }, { maxPages: 'all' }, { depth: 3 }]) {
      const response = await owner.post(`/api/websites/${website.id}/crawl`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = ((await response.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message.length).toBeGreaterThan(0);
    }
    expect(
      ((await (await owner.get(`/api/websites/${website.id}/crawl`)).json()) as { run: null }).run,
    ).toBeNull();
  });

  it('runs a started crawl through the pg-boss worker', async () => {
    const worker = await startCrawlWorker({ ...t.deps, connectionString: t.database.connectionString });
    try {
      const website = await createWebsite(site.origin);
      const started = await owner.post(`/api/websites/${website.id}/crawl`, {});
      expect(started.status).toBe(202);
      let run: CrawlRun | null = null;
      for (let i = 0; i < 150; i += 1) {
        run = ((await (await owner.get(`/api/websites/${website.id}/crawl`)).json()) as { run: CrawlRun })
          .run;
        if (run.status === 'done' || run.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(run).toMatchObject({ status: 'done', pagesRead: FIXTURE_READABLE_PATHS.length, pagesFailed: 4 });
    } finally {
      await worker.stop();
    }
  });
});

describe('website crawl without CRAWL_ALLOW_PRIVATE', () => {
  let t: TestApp;
  let site: FixtureSite;
  beforeAll(async () => {
    t = await createTestApp();
    site = await startFixtureSite();
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  it('refuses to fetch anything from a loopback address', async () => {
    const owner = createHttpClient(t.app);
    await signUpAndSignIn(owner, { sentEmails: t.sentEmails, withPlanIn: t.database.db });
    const website = (await (
      await owner.post('/api/websites', { name: 'Local', domain: site.origin })
    ).json()) as Website;
    const started = (await (await owner.post(`/api/websites/${website.id}/crawl`, {})).json()) as {
      run: CrawlRun;
    };
    await runCrawl({ db: t.deps.db, config: t.deps.config, websiteId: website.id, runId: started.run.id });
    const { run } = (await (await owner.get(`/api/websites/${website.id}/crawl`)).json()) as {
      run: CrawlRun;
    };
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(
      /robots\.txt: Refused to connect to 127\.0\.0\.1: private, loopback or link-local address/,
    );
    expect(site.requests).toEqual([]);
    const localhost = (await (
      await owner.post('/api/websites', { name: 'Localhost', domain: `localhost:${site.port}` })
    ).json()) as Website;
    const again = (await (await owner.post(`/api/websites/${localhost.id}/crawl`, {})).json()) as {
      run: CrawlRun;
    };
    const finished = await runCrawl({
      db: t.deps.db,
      config: t.deps.config,
      websiteId: localhost.id,
      runId: again.run.id,
    });
    expect(finished?.error).toMatch(/loopback/);
    expect(site.requests).toEqual([]);
  });
});
