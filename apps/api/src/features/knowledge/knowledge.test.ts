import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlRun, Faq, KnowledgeOverview, TextSource, Website } from '@leadchat/contract';
import { crawlRuns, knowledgeChunks, knowledgeSources, websites } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

type ErrorBody = { error: { code: string; message: string } };

describe('website knowledge', () => {
  let t: TestApp;
  let owner: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    owner = createHttpClient(t.app);
    await signUpAndSignIn(owner, { sentEmails: t.sentEmails, withPlanIn: t.database.db });
  });
  afterAll(async () => t.close());

  const newWebsite = async (client: HttpClient = owner) => {
    const response = await client.post('/api/websites', {
      name: 'Cedar Hollow',
      domain: 'cedar-hollow.example',
    });
    return (await response.json()) as Website;
  };
  const chunksOfSource = (sourceId: string) =>
    t.database.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.sourceId, sourceId));

  it('adds, edits and deletes FAQs, keeping exactly one chunk per FAQ in step', async () => {
    const website = await newWebsite();
    const base = `/api/websites/${website.id}/knowledge/faqs`;
    const created = await owner.post(base, {
      question: '  Do you grind stumps?  ',
      answer: ' Yes, from $95. ',
    });
    expect(created.status).toBe(201);
    const faq = (await created.json()) as Faq;
    expect(faq).toMatchObject({ question: 'Do you grind stumps?', answer: 'Yes, from $95.', position: 0 });

    let chunks = await chunksOfSource(faq.id);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({
      websiteId: website.id,
      kind: 'faq',
      title: 'Do you grind stumps?',
      content: 'Do you grind stumps?\nYes, from $95.',
      url: null,
    });
    const [source] = await t.database.db
      .select()
      .from(knowledgeSources)
      .where(eq(knowledgeSources.id, faq.id));
    expect(source).toMatchObject({ kind: 'faq', question: 'Do you grind stumps?', answer: 'Yes, from $95.' });

    const edited = await owner.patch(`${base}/${faq.id}`, { answer: 'Yes: $4 per inch, minimum $95.' });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as Faq).answer).toBe('Yes: $4 per inch, minimum $95.');
    chunks = await chunksOfSource(faq.id);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.content).toBe('Do you grind stumps?\nYes: $4 per inch, minimum $95.');

    const renamed = await owner.patch(`${base}/${faq.id}`, { question: 'How much is stump grinding?' });
    expect(renamed.status).toBe(200);
    chunks = await chunksOfSource(faq.id);
    expect(chunks.map((c) => [c.title, c.content])).toEqual([
      ['How much is stump grinding?', 'How much is stump grinding?\nYes: $4 per inch, minimum $95.'],
    ]);

    expect((await owner.delete(`${base}/${faq.id}`)).status).toBe(204);
    expect(await chunksOfSource(faq.id)).toHaveLength(0);
    expect((await owner.delete(`${base}/${faq.id}`)).status).toBe(404);
    expect((await owner.patch(`${base}/${faq.id}`, { answer: 'x' })).status).toBe(404);
  });

  it('appends FAQs in order and reorders them with a full list of ids', async () => {
    const website = await newWebsite();
    const base = `/api/websites/${website.id}/knowledge/faqs`;
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const response = await owner.post(base, { question: `Question ${n}?`, answer: `Answer ${n}.` });
      ids.push(((await response.json()) as Faq).id);
    }
    const list = (await (await owner.get(base)).json()) as { faqs: Faq[] };
    expect(list.faqs.map((f) => [f.id, f.position])).toEqual([
      [ids[0], 0],
      [ids[1], 1],
      [ids[2], 2],
    ]);

    const reordered = await owner.put(`${base}/order`, { ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.status).toBe(200);
    const after = ((await reordered.json()) as { faqs: Faq[] }).faqs;
    expect(after.map((f) => f.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(after.map((f) => f.position)).toEqual([0, 1, 2]);
    const overview = (await (
      await owner.get(`/api/websites/${website.id}/knowledge`)
    ).json()) as KnowledgeOverview;
    expect(overview.faqs.map((f) => f.id)).toEqual([ids[2], ids[0], ids[1]]);

    for (const order of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], ids[2], '00000000-0000-4000-8000-000000000000'],
    ]) {
      const response = await owner.put(`${base}/order`, { ids: order });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toMatch(
        /every FAQ of the website exactly once/,
      );
    }
    expect((await owner.put(`${base}/order`, { ids: ['nope'] })).status).toBe(400);
  });

  it('stores pasted text as chunks of about 800 characters, re-cut on edit and removed on delete', async () => {
    const website = await newWebsite();
    const base = `/api/websites/${website.id}/knowledge/texts`;
    const paragraph = (n: number) =>
      `Paragraph ${n}. Our arborists inspect every tree before work starts. We clean up all branches and leave the garden tidy.`;
    const content = Array.from({ length: 20 }, (_, n) => paragraph(n)).join('\n\n');
    const created = await owner.post(base, { title: 'Our promise', content });
    expect(created.status).toBe(201);
    const text = (await created.json()) as TextSource;
    expect(text.title).toBe('Our promise');
    expect(text.content).toBe(content);
    const chunks = await chunksOfSource(text.id);
    expect(text.chunkCount).toBe(chunks.length);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({ kind: 'text', title: 'Our promise', url: null, websiteId: website.id });
      expect(chunk.content.length).toBeLessThanOrEqual(800);
    }
    for (let n = 0; n < 20; n += 1) expect(chunks.some((c) => c.content.includes(paragraph(n)))).toBe(true);

    const edited = await owner.patch(`${base}/${text.id}`, { content: 'Short now.' });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as TextSource).chunkCount).toBe(1);
    expect((await chunksOfSource(text.id)).map((c) => c.content)).toEqual(['Short now.']);

    const listed = (await (await owner.get(base)).json()) as { texts: TextSource[] };
    expect(listed.texts.map((x) => x.id)).toEqual([text.id]);
    expect((await owner.delete(`${base}/${text.id}`)).status).toBe(204);
    expect(await chunksOfSource(text.id)).toHaveLength(0);
  });

  it.each([
    ['faqs', { question: '', answer: 'A' }, /Question is required/],
    ['faqs', { question: 'Q?', answer: '   ' }, /Answer is required/],
    ['faqs', { question: 'Q'.repeat(501), answer: 'A' }, /at most 500/],
    ['faqs', { question: 'Q?' }, /Answer is required/],
    ['texts', { title: '', content: 'x' }, /Title is required/],
    ['texts', { title: 'T', content: 'x'.repeat(50001) }, /at most 50,000/],
  ])('refuses a bad %s body %j with 400', async (kind, body, message) => {
    const website = await newWebsite();
    const response = await owner.post(`/api/websites/${website.id}/knowledge/${kind}`, body);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(message);
  });

  it('answers 404 for an FAQ id that belongs to another website of the same owner', async () => {
    const first = await newWebsite();
    const second = await newWebsite();
    const faq = (await (
      await owner.post(`/api/websites/${first.id}/knowledge/faqs`, { question: 'Q?', answer: 'A.' })
    ).json()) as Faq;
    expect(
      (await owner.patch(`/api/websites/${second.id}/knowledge/faqs/${faq.id}`, { answer: 'B.' })).status,
    ).toBe(404);
    expect((await owner.delete(`/api/websites/${second.id}/knowledge/faqs/${faq.id}`)).status).toBe(404);
    expect(
      (await owner.put(`/api/websites/${second.id}/knowledge/faqs/order`, { ids: [faq.id] })).status,
    ).toBe(400);
  });
});

describe('two owners', () => {
  let t: TestApp;
  let ownerA: HttpClient;
  let ownerB: HttpClient;
  let siteA: Website;
  let faqA: Faq;
  let textA: TextSource;
  let pageA: string;

  beforeAll(async () => {
    t = await createTestApp();
    ownerA = createHttpClient(t.app);
    ownerB = createHttpClient(t.app);
    await signUpAndSignIn(ownerA, { sentEmails: t.sentEmails, withPlanIn: t.database.db });
    await signUpAndSignIn(ownerB, { sentEmails: t.sentEmails, withPlanIn: t.database.db });
    siteA = (await (
      await ownerA.post('/api/websites', { name: 'A site', domain: 'a-site.example' })
    ).json()) as Website;
    await ownerB.post('/api/websites', { name: 'B site', domain: 'b-site.example' });
    faqA = (await (
      await ownerA.post(`/api/websites/${siteA.id}/knowledge/faqs`, {
        question: 'A question?',
        answer: 'A answer.',
      })
    ).json()) as Faq;
    textA = (await (
      await ownerA.post(`/api/websites/${siteA.id}/knowledge/texts`, {
        title: 'A text',
        content: 'A content.',
      })
    ).json()) as TextSource;
    // A crawled page, as a finished crawl leaves it.
    const [page] = await t.database.db
      .insert(knowledgeSources)
      .values({
        websiteId: siteA.id,
        kind: 'page',
        url: 'https://a-site.example/',
        title: 'Home',
        content: 'A page.',
      })
      .returning();
    pageA = page!.id;
    await t.database.db.insert(knowledgeChunks).values({
      websiteId: siteA.id,
      sourceId: pageA,
      kind: 'page',
      url: 'https://a-site.example/',
      title: 'Home',
      content: 'A page.',
    });
  });
  afterAll(async () => t.close());

  it("gives owner B a 404 for every endpoint touching owner A's website or knowledge, and changes nothing", async () => {
    const w = `/api/websites/${siteA.id}`;
    const attempts: Array<[string, () => Promise<Response>]> = [
      ['GET website', () => ownerB.get(w)],
      ['PATCH website', () => ownerB.patch(w, { name: 'Hijacked' })],
      ['DELETE website', () => ownerB.delete(w)],
      ['GET knowledge', () => ownerB.get(`${w}/knowledge`)],
      ['GET faqs', () => ownerB.get(`${w}/knowledge/faqs`)],
      ['POST faq', () => ownerB.post(`${w}/knowledge/faqs`, { question: 'B?', answer: 'B.' })],
      ['PATCH faq', () => ownerB.patch(`${w}/knowledge/faqs/${faqA.id}`, { answer: 'B.' })],
      ['DELETE faq', () => ownerB.delete(`${w}/knowledge/faqs/${faqA.id}`)],
      ['PUT faq order', () => ownerB.put(`${w}/knowledge/faqs/order`, { ids: [faqA.id] })],
      ['GET texts', () => ownerB.get(`${w}/knowledge/texts`)],
      ['POST text', () => ownerB.post(`${w}/knowledge/texts`, { title: 'B', content: 'B.' })],
      ['PATCH text', () => ownerB.patch(`${w}/knowledge/texts/${textA.id}`, { content: 'B.' })],
      ['DELETE text', () => ownerB.delete(`${w}/knowledge/texts/${textA.id}`)],
      ['GET pages', () => ownerB.get(`${w}/knowledge/pages`)],
      ['DELETE page', () => ownerB.delete(`${w}/knowledge/pages/${pageA}`)],
      ['POST crawl', () => ownerB.post(`${w}/crawl`, {})],
      ['GET crawl', () => ownerB.get(`${w}/crawl`)],
    ];
    for (const [name, attempt] of attempts) {
      const response = await attempt();
      expect(response.status, name).toBe(404);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code, name).toBe('NOT_FOUND');
      expect(JSON.stringify(body), name).not.toContain('A question');
    }

    // B's list shows only B's website; A's data is untouched; no crawl was queued.
    const list = (await (await ownerB.get('/api/websites')).json()) as { websites: Website[] };
    expect(list.websites.map((x) => x.name)).toEqual(['B site']);
    const [row] = await t.database.db.select().from(websites).where(eq(websites.id, siteA.id));
    expect(row?.name).toBe('A site');
    const overview = (await (await ownerA.get(`${w}/knowledge`)).json()) as KnowledgeOverview;
    expect(overview.faqs.map((f) => [f.question, f.answer])).toEqual([['A question?', 'A answer.']]);
    expect(overview.texts.map((x) => x.content)).toEqual(['A content.']);
    expect(overview.pages.map((p) => p.id)).toEqual([pageA]);
    expect(
      await t.database.db.select().from(crawlRuns).where(eq(crawlRuns.websiteId, siteA.id)),
    ).toHaveLength(0);
    const chunks = await t.database.db
      .select()
      .from(knowledgeChunks)
      .where(and(eq(knowledgeChunks.websiteId, siteA.id)));
    expect(chunks.map((c) => c.content).sort()).toEqual(['A content.', 'A page.', 'A question?\nA answer.']);
  });

  it("refuses owner A's knowledge item ids on owner B's own website", async () => {
    const siteB = ((await (await ownerB.get('/api/websites')).json()) as { websites: Website[] })
      .websites[0]!;
    const w = `/api/websites/${siteB.id}`;
    expect((await ownerB.patch(`${w}/knowledge/faqs/${faqA.id}`, { answer: 'B.' })).status).toBe(404);
    expect((await ownerB.delete(`${w}/knowledge/faqs/${faqA.id}`)).status).toBe(404);
    expect((await ownerB.patch(`${w}/knowledge/texts/${textA.id}`, { content: 'B.' })).status).toBe(404);
    expect((await ownerB.delete(`${w}/knowledge/texts/${textA.id}`)).status).toBe(404);
    expect((await ownerB.delete(`${w}/knowledge/pages/${pageA}`)).status).toBe(404);
    const started = await ownerB.post(`${w}/crawl`, {});
    expect(started.status).toBe(202);
    expect(((await started.json()) as { run: CrawlRun }).run.status).toBe('queued');
    const faqs = (await (await ownerA.get(`/api/websites/${siteA.id}/knowledge/faqs`)).json()) as {
      faqs: Faq[];
    };
    expect(faqs.faqs[0]?.answer).toBe('A answer.');
  });

  it('needs a session for every knowledge endpoint', async () => {
    const anonymous = createHttpClient(t.app);
    for (const path of ['knowledge', 'knowledge/faqs', 'knowledge/texts', 'knowledge/pages', 'crawl']) {
      expect((await anonymous.get(`/api/websites/${siteA.id}/${path}`)).status, path).toBe(401);
    }
    expect((await anonymous.post(`/api/websites/${siteA.id}/crawl`, {})).status).toBe(401);
  });
});
