/**
 * Nothing posted twice: a worker process killed (SIGKILL) after Google accepted a reply and before it recorded
 * that is followed by a worker that reads the review back from Google and records the reply without a second PUT.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gmbReplyJobs, gmbReviews } from '../../db/schema.js';
import { connectGmb, createWebsite, startGmbHarness, type GmbHarness } from '../../test/gmb-harness.js';
import { runKilledWorker } from '../../test/run-killed-worker.js';
import { queueOwnerReply, REPLY_CLAIM_SECONDS, runDueReplyJobs } from './gmb-replies.service.js';

let h: GmbHarness;

beforeAll(async () => {
  h = await startGmbHarness();
});
afterAll(async () => {
  await h?.close();
});

function runCrashingWorker(): Promise<NodeJS.Signals | null> {
  const config = h.t.deps.config;
  const env = {
    DATABASE_URL: h.t.database.connectionString,
    AUTH_SECRET: config.AUTH_SECRET!,
    PUBLIC_URL: config.publicUrl,
    GOOGLE_CLIENT_ID: config.GOOGLE_CLIENT_ID!,
    GOOGLE_CLIENT_SECRET: config.GOOGLE_CLIENT_SECRET!,
    GOOGLE_OAUTH_BASE_URL: config.GOOGLE_OAUTH_BASE_URL,
    GOOGLE_API_BASE_URL: config.GOOGLE_API_BASE_URL,
  };
  return runKilledWorker('apps/api/src/test/gmb-crash-worker.ts', env, 'Google');
}

describe('a reply worker killed between Google’s answer and recording it', () => {
  it('leaves exactly one reply on Google, recorded by the next worker without posting again', async () => {
    const { client, userId } = await h.newOwner();
    const websiteId = await createWebsite(client, 'Crash Plumbing');
    const accountId = await connectGmb(client, websiteId);
    const review = h.google.addReview({ reviewer: 'Kim Park', rating: 5, comment: 'Quick and tidy.' });
    await client.post('/api/gmb/automation', { action: 'sync_reviews', accountId });
    const db = h.t.database.db;
    const [row] = await db.select().from(gmbReviews).where(eq(gmbReviews.externalId, review.name));
    const comment = 'Thank you, Kim! We were glad to help.';
    const job = await queueOwnerReply({ db, userId, reviewId: row!.id, action: 'put', comment });

    const signal = await runCrashingWorker();
    expect(signal).toBe('SIGKILL');
    expect(h.google.replyPuts(review.name)).toBe(1);
    const [claimed] = await db.select().from(gmbReplyJobs).where(eq(gmbReplyJobs.id, job.id));
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });
    const [unrecorded] = await db.select().from(gmbReviews).where(eq(gmbReviews.id, row!.id));
    expect(unrecorded!.responseText).toBeNull();

    const deps = { db, config: h.t.deps.config, logger: h.t.deps.logger };
    // While the dead worker's claim lasts, nobody takes the job.
    expect(await runDueReplyJobs({ ...deps, now: new Date() })).toBe(0);
    const requestsBefore = h.google.requests.length;
    const afterClaim = new Date(Date.now() + (REPLY_CLAIM_SECONDS + 5) * 1000);
    expect(await runDueReplyJobs({ ...deps, now: afterClaim })).toBe(1);

    expect(h.google.replyPuts(review.name)).toBe(1);
    const after = h.google.requests.slice(requestsBefore).map((r) => `${r.method} ${r.path}`);
    expect(after).toContain(`GET /v4/${review.name}`);
    expect(after.some((r) => r.startsWith('PUT'))).toBe(false);
    const [done] = await db.select().from(gmbReplyJobs).where(eq(gmbReplyJobs.id, job.id));
    expect(done).toMatchObject({ status: 'posted', attempts: 2 });
    const [recorded] = await db.select().from(gmbReviews).where(eq(gmbReviews.id, row!.id));
    expect(recorded).toMatchObject({ responseText: comment, responseSource: 'owner' });
    expect(h.google.findReview(review.name)?.reviewReply?.comment).toBe(comment);
  });
});
