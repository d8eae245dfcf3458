/** Issue 3's end-to-end check: a crawled site's facts are answered by the assistant, citing the page they are on. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, CrawlRun, Website } from '@leadchat/contract';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { runCrawl } from './crawl.service.js';
import { FIXTURE_FACTS, startFixtureSite, type FixtureSite } from './fixtures/fixture-site.js';

describe('crawled knowledge reaches the assistant', () => {
  let t: TestApp;
  let site: FixtureSite;
  let owner: HttpClient;
  let website: Website;

  beforeAll(async () => {
    t = await createTestApp({ CRAWL_ALLOW_PRIVATE: '1' });
    site = await startFixtureSite();
    owner = createHttpClient(t.app);
    await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
    website = (await (
      await owner.post('/api/websites', { name: 'Cedar Hollow Tree Care', domain: site.origin })
    ).json()) as Website;
    const { run } = (await (await owner.post(`/api/websites/${website.id}/crawl`, {})).json()) as {
      run: CrawlRun;
    };
    await runCrawl({ db: t.deps.db, config: t.deps.config, websiteId: website.id, runId: run.id });
    const finished = (
      (await (await owner.get(`/api/websites/${website.id}/crawl`)).json()) as { run: CrawlRun }
    ).run;
    expect(finished.status).toBe('done');
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  const ask = async (message: string) => {
    const visitor = createHttpClient(t.app);
    const response = await visitor.post('/api/chat', {
      message,
      websiteId: website.id,
      visitorId: `visitor-${Math.random().toString(36).slice(2)}`,
      visitorData: { name: 'Sam', email: 'sam@example.test' },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as ChatResponse).response;
  };

  it.each([
    ['How much does stump grinding cost?', FIXTURE_FACTS.stumpGrinding],
    ['When should oak trees be pruned?', FIXTURE_FACTS.oakPruning],
    ['Who founded Cedar Hollow?', FIXTURE_FACTS.founder],
  ])('answers %j from the one page that says it, citing that page', async (question, fact) => {
    const reply = await ask(question);
    expect(reply).toContain(fact.text);
    expect(reply).toContain(`Source: ${new URL(fact.path, site.origin).toString()}`);
  });

  it('never answers from the page robots.txt disallows', async () => {
    const reply = await ask('What is the gate code for the equipment shed?');
    expect(reply).not.toContain(FIXTURE_FACTS.gateCode.text);
    expect(reply).not.toContain('/private/staff-notes');
  });
});
