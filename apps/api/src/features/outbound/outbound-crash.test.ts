/**
 * Nothing twice: a worker that dies between the provider's answer and recording it must not make the next worker
 * send again. A real process is killed (SIGKILL) at that point; a fresh worker then finishes the job.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundAttempts, outboundMessages, outboxMessages } from '../../db/schema.js';
import { startDeliveryHarness, type DeliveryHarness } from '../../test/outbound-harness.js';
import { runKilledWorker } from '../../test/run-killed-worker.js';
import { createMessageChannels } from './channel-senders.js';
import { createSmtpEmailSender } from '../../adapters/email/smtp-email.js';
import { startOutboundWorker } from './outbound-worker.js';
import { enqueueOutbound, resendUnconfirmed } from './outbound.service.js';

let h: DeliveryHarness;

beforeAll(async () => {
  h = await startDeliveryHarness();
});

afterAll(async () => {
  await h?.close();
});

const runCrashingWorker = (env: Record<string, string>, onStart?: (pid: number) => void) =>
  runKilledWorker('apps/api/src/test/outbound-crash-worker.ts', env, 'the provider', onStart);

async function enqueuePair(label: string) {
  const db = h.t.database.db;
  const email = await enqueueOutbound(db, {
    idempotencyKey: `${label}:email`,
    channel: 'email',
    purpose: 'owner_alert',
    recipient: `owner-${label}@example.test`,
    subject: `Crash test ${label}`,
    text: 'A lead',
    html: '<p>A lead</p>',
  });
  const sms = await enqueueOutbound(db, {
    idempotencyKey: `${label}:sms`,
    channel: 'sms',
    purpose: 'owner_alert',
    recipient: '+14155550150',
    text: `Crash test ${label}`,
  });
  return [email.id, sms.id];
}

describe('a worker killed between the provider call and the acknowledgement', () => {
  it('results in exactly one SMS and one email (the email unconfirmed, resent only on request)', async () => {
    const ids = await enqueuePair('killed');
    const signal = await runCrashingWorker({
      ...h.env,
      DATABASE_URL: h.t.database.connectionString,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      CRASH_AFTER: '2',
    });
    expect(signal).toBe('SIGKILL');
    const db = h.t.database.db;
    const killed = await db.select().from(outboundMessages).where(inArray(outboundMessages.id, ids));
    // Both were handed to their provider; neither was recorded.
    expect(killed.map((row) => row.status)).toEqual(['sending', 'sending']);
    expect(killed.every((row) => row.providerMessageId === null)).toBe(true);
    const sms = h.twilio.messages.filter((m) => m.body === 'Crash test killed');
    expect(sms).toHaveLength(1);
    expect(h.smtp.received.filter((m) => m.subject === 'Crash test killed')).toHaveLength(1);

    // The dead worker's claim runs out (two minutes in production; here set back), and a new worker takes over.
    await db
      .update(outboundMessages)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(inArray(outboundMessages.id, ids));
    const smsRequests = h.twilio.sendRequests;
    await h.worker.drain();

    const done = await db.select().from(outboundMessages).where(inArray(outboundMessages.id, ids));
    expect(done.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'unconfirmed'],
      ['sms', 'sent'],
    ]);
    const smsRow = done.find((row) => row.channel === 'sms')!;
    // The SMS was found at Twilio (its message list) and not sent again.
    expect(h.twilio.sendRequests).toBe(smsRequests);
    expect(h.twilio.messages.filter((m) => m.body === 'Crash test killed')).toHaveLength(1);
    expect(smsRow.providerMessageId).toBe(sms[0]!.sid);
    const attempts = await db
      .select()
      .from(outboundAttempts)
      .where(eq(outboundAttempts.messageId, smsRow.id));
    expect(attempts.map((a) => a.outcome)).toEqual(['reconciled']);
    // An SMTP server cannot be asked, but the worker recorded the handover (the final ".") before it: the email
    // may be in the mailbox, so it is not sent again. It is shown as unconfirmed (decision 0120).
    expect(h.smtp.received.filter((m) => m.subject === 'Crash test killed')).toHaveLength(1);
    const emailRow = done.find((row) => row.channel === 'email')!;
    expect(emailRow.status).toBe('unconfirmed');
    expect(emailRow.lastError).toMatch(/probably delivered/);
    const emailAttempts = await db
      .select()
      .from(outboundAttempts)
      .where(eq(outboundAttempts.messageId, emailRow.id))
      .orderBy(outboundAttempts.attempt);
    expect(emailAttempts.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'handed_over'],
      [2, 'unconfirmed'],
    ]);
    // The admins' outbox copy: the SMTP adapter wrote down the server's 250 before the kill (a kill between the "."
    // and the 250 leaves it 'sending', which the recovery turns into 'unconfirmed': the next test).
    const [audit] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Crash test killed'));
    expect(audit?.status).toBe('sent');
    // Another round sends nothing.
    await h.worker.drain();
    expect(h.smtp.received.filter((m) => m.subject === 'Crash test killed')).toHaveLength(1);

    // A person decides to resend: the same message (same Message-ID), once.
    const resent = await resendUnconfirmed({ db, messageId: emailRow.id });
    expect(resent?.status).toBe('queued');
    expect(await resendUnconfirmed({ db, messageId: emailRow.id })).toBeUndefined();
    await h.worker.drain();
    const copies = h.smtp.received.filter((m) => m.subject === 'Crash test killed');
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((m) => m.messageId)).size).toBe(1);
    expect(copies[0]!.messageId).toContain(`outbound-${ids[0]}@`);
    const [after] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, emailRow.id));
    expect(after?.status).toBe('sent');
  });

  it('an email interrupted before its final "." is sent again, once: the server discarded it', async () => {
    const db = h.t.database.db;
    const { id } = await enqueueOutbound(db, {
      idempotencyKey: 'before-handover:email',
      channel: 'email',
      purpose: 'owner_alert',
      recipient: 'owner-before@example.test',
      subject: 'Crash test before handover',
      text: 'A lead',
      html: '<p>A lead</p>',
    });
    const abortedBefore = h.smtp.aborted;
    const signal = await runCrashingWorker({
      ...h.env,
      DATABASE_URL: h.t.database.connectionString,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      CRASH_POINT: 'before-handover',
    });
    expect(signal).toBe('SIGKILL');
    // The server had the envelope and the body, not the end: the connection dropped and it kept nothing.
    await expect.poll(() => h.smtp.aborted).toBe(abortedBefore + 1);
    expect(h.smtp.received.filter((m) => m.subject === 'Crash test before handover')).toHaveLength(0);

    await db
      .update(outboundMessages)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outboundMessages.id, id));
    await h.worker.drain();
    const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
    expect(row?.status).toBe('sent');
    expect(h.smtp.received.filter((m) => m.subject === 'Crash test before handover')).toHaveLength(1);
    const attempts = await db
      .select()
      .from(outboundAttempts)
      .where(eq(outboundAttempts.messageId, id))
      .orderBy(outboundAttempts.attempt);
    // The admins' outbox: the dead attempt's copy says it was abandoned, the second one was sent.
    const audit = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Crash test before handover'))
      .orderBy(outboxMessages.createdAt);
    expect(audit.map((row) => row.status)).toEqual(['failed', 'sent']);
    expect(audit[0]!.lastError).toMatch(/kept nothing/);
    // Attempt 1 left no trace (killed before recording its handover); attempt 2 handed over and was answered.
    expect(attempts.map((a) => [a.attempt, a.outcome])).toEqual([
      [2, 'handed_over'],
      [2, 'sent'],
    ]);
  });

  it('an email whose "." reached the server but whose 250 never reached the worker is unconfirmed, not resent', async () => {
    const db = h.t.database.db;
    const subject = 'Crash test between the dot and the 250';
    const { id } = await enqueueOutbound(db, {
      idempotencyKey: 'after-dot:email',
      channel: 'email',
      purpose: 'owner_alert',
      recipient: 'owner-after-dot@example.test',
      subject,
      text: 'A lead',
      html: '<p>A lead</p>',
    });
    let workerPid = 0;
    // The server has the whole message and has not answered yet: the worker dies now.
    h.smtp.onMessage = async (email) => {
      if (email.subject !== subject) return;
      process.kill(workerPid, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const signal = await runCrashingWorker(
      {
        ...h.env,
        DATABASE_URL: h.t.database.connectionString,
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      },
      (pid) => (workerPid = pid),
    ).finally(() => (h.smtp.onMessage = undefined));
    expect(signal).toBe('SIGKILL');
    expect(h.smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);

    await db
      .update(outboundMessages)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outboundMessages.id, id));
    await h.worker.drain();
    const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
    expect(row?.status).toBe('unconfirmed');
    expect(h.smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    // The adapter never heard the 250: its copy in the admins' outbox was 'sending' and now says why it stopped.
    const [audit] = await db.select().from(outboxMessages).where(eq(outboxMessages.subject, subject));
    expect(audit?.status).toBe('unconfirmed');
    expect(audit?.lastError).toMatch(/probably delivered/);
  });

  it('a failure to record the answer (not a crash) is not retried as a new send either', async () => {
    const db = h.t.database.db;
    const { config, logger } = h.t.deps;
    const email = createSmtpEmailSender({ smtpUrl: h.smtp.url, from: config.EMAIL_FROM, db });
    let failures = 1;
    const failing = startOutboundWorker({
      db,
      config,
      logger,
      isPolling: false,
      senders: createMessageChannels({ email, db, config, logger }),
      afterProviderCall: (job) => {
        if (job.channel === 'sms' && failures-- > 0) throw new Error('database went away');
      },
    });
    const { id } = await enqueueOutbound(db, {
      idempotencyKey: 'ack-failure:sms',
      channel: 'sms',
      purpose: 'owner_alert',
      recipient: '+14155550151',
      text: 'Ack failure',
    });
    await failing.drain();
    await failing.drain(); // still claimed: nothing happens
    expect(h.twilio.messages.filter((m) => m.body === 'Ack failure')).toHaveLength(1);
    await db
      .update(outboundMessages)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outboundMessages.id, id));
    await failing.drain();
    const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
    expect(row?.status).toBe('sent');
    expect(h.twilio.messages.filter((m) => m.body === 'Ack failure')).toHaveLength(1);
    await failing.stop();
    await email.close();
  });
});
