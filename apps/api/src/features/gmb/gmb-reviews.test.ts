/**
 * Reviews, replies and automations over real HTTP against the fake Google on real PostgreSQL: sync with paging and
 * no duplicates, drafts (template without a model, AI with one), posting, Google's byte limit and policy
 * rejection, deleting, the approval queue for 1–3★, a 5★ reply posted after its delay, never over a reply written
 * on Google, and the Overview's figures.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GmbAutomation, GmbOverview, GmbReview } from '@leadchat/contract';
import { gmbReplyJobs, gmbReviews, outboundMessages, websites } from '../../db/schema.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../assistant/testing/fake-openai-server.js';
import { connectGmb, createWebsite, startGmbHarness, type GmbHarness } from '../../test/gmb-harness.js';
import type { HttpClient } from '../../test/test-app.js';
import { runDueReplyJobs } from './gmb-replies.service.js';

let h: GmbHarness;
const HOUR = 3600_000;

beforeAll(async () => {
  h = await startGmbHarness();
});
afterAll(async () => {
  await h?.close();
});

async function reviewsOf(client: HttpClient, accountId: string): Promise<GmbReview[]> {
  const response = await client.get(`/api/gmb/accounts/${accountId}/reviews`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { reviews: GmbReview[] }).reviews;
}

async function sync(client: HttpClient, accountId: string): Promise<number> {
  const response = await client.post('/api/gmb/automation', { action: 'sync_reviews', accountId });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { syncedCount: number }).syncedCount;
}

async function connectedOwner(name = 'Rivera Plumbing') {
  const { client } = await h.newOwner();
  const websiteId = await createWebsite(client, name);
  const accountId = await connectGmb(client, websiteId);
  return { client, websiteId, accountId };
}

describe('reviews', () => {
  it('syncs every page newest first, shows the latest 50, and adds nothing on a second sync', async () => {
    const { client, accountId } = await connectedOwner();
    const [downtown, westside] = h.google.locations;
    const start = Date.now() - 100 * HOUR;
    for (let i = 0; i < 60; i++) {
      h.google.addReview({
        locationName: westside!.name,
        reviewer: `Reviewer ${i}`,
        rating: ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5,
        comment: `Visit number ${i}`,
        createTime: new Date(start + i * HOUR),
      });
    }
    h.google.addReview({
      locationName: downtown!.name,
      reviewer: 'Maria Lopez',
      rating: 5,
      comment: 'Fixed our leak the same day.',
      createTime: new Date(),
      reply: 'Thanks Maria!',
    });
    expect(await sync(client, accountId)).toBe(61);
    const listed = h.google.requests.filter((r) => r.path.endsWith('/locations/777002/reviews'));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(await sync(client, accountId)).toBe(0);
    const count = await h.t.database.db.select().from(gmbReviews);
    expect(count.filter((r) => r.externalId?.includes('locations/777002')).length).toBeGreaterThanOrEqual(60);

    const reviews = await reviewsOf(client, accountId);
    expect(reviews).toHaveLength(50);
    expect(reviews[0]).toMatchObject({
      reviewerName: 'Maria Lopez',
      rating: 5,
      reviewText: 'Fixed our leak the same day.',
      responseText: 'Thanks Maria!',
      responseSource: 'google',
      status: 'Responded',
      locationTitle: 'Rivera Plumbing — Downtown',
    });
    expect(reviews[1]).toMatchObject({ reviewerName: 'Reviewer 59', status: 'Pending', responseText: null });
    const dates = reviews.map((r) => Date.parse(r.reviewDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('drafts from templates without a model, posts, shows Google’s moderation, and deletes', async () => {
    const { client, accountId } = await connectedOwner('Oak Street Plumbing');
    const review = h.google.addReview({
      reviewer: 'Anna Smith',
      rating: 2,
      comment: 'They came two hours late.',
    });
    await sync(client, accountId);
    const [mine] = (await reviewsOf(client, accountId)).filter((r) => r.reviewerName === 'Anna Smith');

    const draft = (await (await client.post(`/api/gmb/reviews/${mine!.id}/draft`)).json()) as {
      text: string;
      source: string;
      note: string;
    };
    expect(draft.source).toBe('template');
    expect(draft.note).toMatch(/No AI model is configured/);
    expect(draft.text).toContain('Anna');
    expect(draft.text).toContain('Oak Street Plumbing');
    expect(draft.text).toMatch(/sorry|apologise/);

    // Google's limit is in bytes: 1,025 four-byte emoji are 1,025 characters but 4,100 bytes.
    const tooLong = await client.post(`/api/gmb/reviews/${mine!.id}/reply`, { comment: '🙂'.repeat(1025) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain('4096 bytes');
    expect(h.google.replyPuts(review.name)).toBe(0);

    const edited = `${draft.text} We have added a second van for the mornings.`;
    const posted = await client.post(`/api/gmb/reviews/${mine!.id}/reply`, {
      comment: edited,
      draftSource: 'owner',
    });
    expect(posted.status, await posted.clone().text()).toBe(200);
    expect(await posted.json()).toMatchObject({
      status: 'Responded',
      responseText: edited,
      responseSource: 'owner',
      responseState: 'PENDING',
      openJob: null,
    });
    expect(h.google.findReview(review.name)?.reviewReply?.comment).toBe(edited);
    expect(h.google.replyPuts(review.name)).toBe(1);

    // The next sync reads Google's verdict.
    await sync(client, accountId);
    const [approved] = (await reviewsOf(client, accountId)).filter((r) => r.id === mine!.id);
    expect(approved).toMatchObject({ responseState: 'APPROVED', responseSource: 'owner' });

    const rejected = await client.post(`/api/gmb/reviews/${mine!.id}/reply`, {
      comment: `Please ${h.google.bannedPhrase}, he is cheaper.`,
    });
    expect(await rejected.json()).toMatchObject({
      responseState: 'REJECTED',
      responsePolicyNote: expect.stringContaining('promotes another business'),
    });

    const deleted = await client.delete(`/api/gmb/reviews/${mine!.id}/reply`);
    expect(await deleted.json()).toMatchObject({ status: 'Pending', responseText: null });
    expect(h.google.findReview(review.name)?.reviewReply).toBeUndefined();
    const log = (await (await client.get(`/api/gmb/accounts/${accountId}/reply-log`)).json()) as {
      jobs: { action: string; status: string; origin: string }[];
    };
    expect(log.jobs.map((j) => `${j.action}:${j.status}:${j.origin}`)).toEqual([
      'delete:posted:owner',
      'put:posted:owner',
      'put:posted:owner',
    ]);

    const { client: stranger } = await h.newOwner();
    expect((await stranger.post(`/api/gmb/reviews/${mine!.id}/draft`)).status).toBe(404);
    expect((await stranger.post(`/api/gmb/reviews/${mine!.id}/reply`, { comment: 'Hi' })).status).toBe(404);
  });

  it('computes the Overview from the synced reviews', async () => {
    const { client, accountId } = await connectedOwner('Overview Plumbing');
    const now = Date.now();
    const rows = [
      { rating: 5, replyAfterMinutes: 30 },
      { rating: 4, replyAfterMinutes: 90 },
      { rating: 1, replyAfterMinutes: null },
      { rating: 3, replyAfterMinutes: 60 },
    ];
    for (const [i, row] of rows.entries()) {
      const reviewDate = new Date(now - (i + 1) * 10 * HOUR);
      await h.t.database.db.insert(gmbReviews).values({
        gmbAccountId: accountId,
        externalId: `accounts/1/locations/2/reviews/overview${i}`,
        rating: row.rating,
        reviewDate,
        responseText: row.replyAfterMinutes === null ? null : 'Thanks',
        responseUpdatedAt:
          row.replyAfterMinutes === null
            ? null
            : new Date(reviewDate.getTime() + row.replyAfterMinutes * 60_000),
      });
    }
    const overview = (await (
      await client.get(`/api/gmb/accounts/${accountId}/overview`)
    ).json()) as GmbOverview;
    expect(overview).toMatchObject({
      averageRating: 3.3,
      reviewCount: 4,
      responseRate: 75,
      medianResponseMinutes: 60,
      awaitingApproval: 0,
    });
    expect(overview.ratingCounts).toEqual([
      { rating: 5, count: 1 },
      { rating: 4, count: 1 },
      { rating: 3, count: 1 },
      { rating: 2, count: 0 },
      { rating: 1, count: 1 },
    ]);
  });
});

describe('review_responses automation', () => {
  it('queues 1–3★ for approval with an alert, posts 5★ after its delay, and leaves the backlog alone', async () => {
    const { client, websiteId, accountId } = await connectedOwner('Delay Plumbing');
    await h.t.database.db
      .update(websites)
      .set({ notificationEmail: 'owner-alerts@example.test', notifyOnNewLead: true })
      .where(eq(websites.id, websiteId));
    const old = h.google.addReview({ reviewer: 'Earlier Person', rating: 5, comment: 'Old but gold' });
    await sync(client, accountId);

    const automations = (await (await client.get(`/api/gmb/accounts/${accountId}/automations`)).json()) as {
      automations: GmbAutomation[];
    };
    expect(automations.automations.map((a) => [a.type, a.isAvailable, a.isEnabled])).toEqual([
      ['review_responses', true, false],
      ['auto_posts', false, false],
      ['qa_responses', false, false],
    ]);
    expect(automations.automations[2]!.reason).toMatch(/Q&A API/);
    const qa = await client.put(`/api/gmb/accounts/${accountId}/automations/qa_responses`, {
      isEnabled: true,
    });
    expect(qa.status).toBe(400);
    const invalid = await client.put(`/api/gmb/accounts/${accountId}/automations/review_responses`, {
      isEnabled: true,
      settings: { delayMinMinutes: 1 },
    });
    expect(invalid.status).toBe(400);
    const on = await client.put(`/api/gmb/accounts/${accountId}/automations/review_responses`, {
      isEnabled: true,
      settings: { templates: ['Thank you {first_name}, from all of us at {business_name}!'] },
    });
    expect(on.status, await on.clone().text()).toBe(200);

    const now = new Date();
    const five = h.google.addReview({
      reviewer: 'Priya Patel',
      rating: 5,
      comment: 'Great job',
      createTime: now,
    });
    const two = h.google.addReview({
      reviewer: 'Tom Brown',
      rating: 2,
      comment: 'Messy work',
      createTime: now,
    });
    await sync(client, accountId);

    const jobs = await h.t.database.db
      .select()
      .from(gmbReplyJobs)
      .where(eq(gmbReplyJobs.gmbAccountId, accountId));
    expect(jobs).toHaveLength(2);
    const byReviewer = async (name: string) => {
      const [review] = await h.t.database.db
        .select()
        .from(gmbReviews)
        .where(and(eq(gmbReviews.gmbAccountId, accountId), eq(gmbReviews.reviewerName, name)));
      return jobs.find((job) => job.reviewId === review!.id)!;
    };
    const fiveJob = await byReviewer('Priya Patel');
    const twoJob = await byReviewer('Tom Brown');
    expect(fiveJob).toMatchObject({
      status: 'scheduled',
      origin: 'automation',
      draftSource: 'template',
      comment: 'Thank you Priya, from all of us at Delay Plumbing!',
    });
    const delay = fiveJob.runAt.getTime() - now.getTime();
    expect(delay).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
    expect(delay).toBeLessThanOrEqual(60 * 60_000 + 1000);
    expect(twoJob.status).toBe('awaiting_approval');
    const alerts = await h.t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.purpose, 'gmb_review_approval'));
    expect(
      alerts.filter((a) => a.recipient === 'owner-alerts@example.test' && a.websiteId === websiteId),
    ).toHaveLength(1);

    // Not yet due: nothing is posted.
    await runDueReplyJobs({
      db: h.t.database.db,
      config: h.t.deps.config,
      logger: h.t.deps.logger,
      now: new Date(),
    });
    expect(h.google.replyPuts(five.name)).toBe(0);
    // After the longest delay: the 5★ reply is posted once, the 2★ never without approval.
    const later = new Date(now.getTime() + 61 * 60_000);
    await runDueReplyJobs({
      db: h.t.database.db,
      config: h.t.deps.config,
      logger: h.t.deps.logger,
      now: later,
    });
    await runDueReplyJobs({
      db: h.t.database.db,
      config: h.t.deps.config,
      logger: h.t.deps.logger,
      now: later,
    });
    expect(h.google.replyPuts(five.name)).toBe(1);
    expect(h.google.findReview(five.name)?.reviewReply?.comment).toBe(fiveJob.comment);
    expect(h.google.replyPuts(two.name)).toBe(0);
    expect(h.google.replyPuts(old.name)).toBe(0);

    const reviews = await reviewsOf(client, accountId);
    expect(reviews.find((r) => r.reviewerName === 'Priya Patel')).toMatchObject({
      status: 'Responded',
      responseSource: 'automation',
    });
    const pending = reviews.find((r) => r.reviewerName === 'Tom Brown')!;
    expect(pending).toMatchObject({ status: 'Pending', openJob: { status: 'awaiting_approval' } });
    expect(reviews.find((r) => r.reviewerName === 'Earlier Person')).toMatchObject({
      status: 'Pending',
      openJob: null,
    });
    const overview = (await (
      await client.get(`/api/gmb/accounts/${accountId}/overview`)
    ).json()) as GmbOverview;
    expect(overview.awaitingApproval).toBe(1);

    // The owner edits the queued draft and approves it: posted at once.
    const approved = await client.post(`/api/gmb/reply-jobs/${pending.openJob!.id}/approve`, {
      comment: "Tom, we're sorry about the mess. Please call us so we can put it right.",
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'Responded', responseSource: 'automation' });
    expect(h.google.replyPuts(two.name)).toBe(1);
    const [approvedJob] = await h.t.database.db
      .select()
      .from(gmbReplyJobs)
      .where(eq(gmbReplyJobs.id, twoJob.id));
    expect(approvedJob).toMatchObject({ status: 'posted', draftSource: 'owner' });
  });

  it('does not answer the reviews a first sync brings in, even when switched on before it', async () => {
    const { client, accountId } = await connectedOwner('Backlog Plumbing');
    const on = await client.put(`/api/gmb/accounts/${accountId}/automations/review_responses`, {
      isEnabled: true,
      settings: {},
    });
    expect(on.status).toBe(200);
    h.google.addReview({ reviewer: 'Recent Backlog', rating: 5, comment: 'Nice', createTime: new Date() });
    expect(await sync(client, accountId)).toBeGreaterThan(0);
    const jobs = await h.t.database.db
      .select()
      .from(gmbReplyJobs)
      .where(eq(gmbReplyJobs.gmbAccountId, accountId));
    expect(jobs).toHaveLength(0);
  });

  it('never posts over a reply written on Google meanwhile', async () => {
    const { client, accountId } = await connectedOwner('Careful Plumbing');
    await sync(client, accountId);
    await client.put(`/api/gmb/accounts/${accountId}/automations/review_responses`, {
      isEnabled: true,
      settings: {},
    });
    const review = h.google.addReview({
      reviewer: 'Lee Chan',
      rating: 4,
      comment: 'Good',
      createTime: new Date(),
    });
    await sync(client, accountId);
    const jobs = await h.t.database.db
      .select()
      .from(gmbReplyJobs)
      .where(eq(gmbReplyJobs.gmbAccountId, accountId));
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job!.status).toBe('scheduled');
    // The owner answers in Google's own app before the delay is over.
    h.google.findReview(review.name)!.reviewReply = {
      comment: 'Thanks Lee — Sam',
      updateTime: new Date().toISOString(),
      state: 'APPROVED',
    };
    await runDueReplyJobs({
      db: h.t.database.db,
      config: h.t.deps.config,
      logger: h.t.deps.logger,
      now: new Date(Date.now() + 2 * HOUR),
    });
    expect(h.google.replyPuts(review.name)).toBe(0);
    const [done] = await h.t.database.db.select().from(gmbReplyJobs).where(eq(gmbReplyJobs.id, job!.id));
    expect(done).toMatchObject({
      status: 'cancelled',
      lastError: expect.stringMatching(/answered on Google/),
    });
    const [row] = await h.t.database.db.select().from(gmbReviews).where(eq(gmbReviews.id, job!.reviewId));
    expect(row).toMatchObject({ responseText: 'Thanks Lee — Sam', responseSource: 'google' });

    // Turned off, the automation's waiting replies are cancelled, not posted.
    const late = h.google.addReview({
      reviewer: 'Late Review',
      rating: 5,
      comment: 'Ok',
      createTime: new Date(),
    });
    await sync(client, accountId);
    const off = await client.put(`/api/gmb/accounts/${accountId}/automations/review_responses`, {
      isEnabled: false,
    });
    expect(off.status).toBe(200);
    await runDueReplyJobs({
      db: h.t.database.db,
      config: h.t.deps.config,
      logger: h.t.deps.logger,
      now: new Date(Date.now() + 2 * HOUR),
    });
    expect(h.google.replyPuts(late.name)).toBe(0);
    const [lateRow] = await h.t.database.db
      .select()
      .from(gmbReviews)
      .where(eq(gmbReviews.externalId, late.name));
    const [lateJob] = await h.t.database.db
      .select()
      .from(gmbReplyJobs)
      .where(eq(gmbReplyJobs.reviewId, lateRow!.id));
    expect(lateJob).toMatchObject({ status: 'cancelled', lastError: 'The automation was turned off' });
  });
});

describe('AI drafts with a language model configured', () => {
  let llm: FakeOpenAiServer;
  let ai: GmbHarness;

  beforeAll(async () => {
    llm = await startFakeOpenAiServer({
      ports: [0],
      script: () => ({ kind: 'text', chunks: ['Thank you, Anna! ', 'We are glad the boiler works again.'] }),
    });
    ai = await startGmbHarness({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'sk-test',
    });
  });
  afterAll(async () => {
    await ai?.close();
    await llm?.close();
  });

  it('drafts from the review, its stars and the business, and says it is an AI draft', async () => {
    const { client } = await ai.newOwner();
    const websiteId = await createWebsite(client, 'Boiler Pros');
    const accountId = await connectGmb(client, websiteId);
    ai.google.addReview({ reviewer: 'Anna Berg', rating: 5, comment: 'Our boiler works again!' });
    await client.post('/api/gmb/automation', { action: 'sync_reviews', accountId });
    const [review] = (
      (await (await client.get(`/api/gmb/accounts/${accountId}/reviews`)).json()) as {
        reviews: GmbReview[];
      }
    ).reviews;
    const status = (await (await client.get(`/api/gmb/accounts?websiteId=${websiteId}`)).json()) as {
      hasAiDrafts: boolean;
    };
    expect(status.hasAiDrafts).toBe(true);
    const draft = await client.post(`/api/gmb/reviews/${review!.id}/draft`);
    expect(await draft.json()).toEqual({
      text: 'Thank you, Anna! We are glad the boiler works again.',
      source: 'ai',
      note: null,
    });
    const sent = JSON.stringify(llm.requests.at(-1)!.messages);
    expect(sent).toContain('Our boiler works again!');
    expect(sent).toContain('STARS: 5 of 5');
    expect(sent).toContain('Boiler Pros');
    expect(sent).toContain('REVIEWER FIRST NAME: Anna');
  });
});
