/**
 * Nothing twice: a worker that dies between the provider's answer and recording it must not make the next worker
 * send again. A real process is killed (SIGKILL) at that point; a fresh worker then finishes the job.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundAttempts, outboundMessages } from '../../db/schema.js';
import { startDeliveryHarness, type DeliveryHarness } from '../../test/outbound-harness.js';
import { runKilledWorker } from '../../test/run-killed-worker.js';
import { createMessageChannels } from './channel-senders.js';
import { createSmtpEmailSender } from '../../adapters/email/smtp-email.js';
import { startOutboundWorker } from './outbound-worker.js';
import { enqueueOutbound } from './outbound.service.js';

let h: DeliveryHarness;

beforeAll(async () => {
  h = await startDeliveryHarness();
});

afterAll(async () => {
  await h?.close();
});

const runCrashingWorker = (env: Record<string, string>) =>
  runKilledWorker('apps/api/src/test/outbound-crash-worker.ts', env, 'the provider');

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
  it('results in exactly one SMS and one email', async () => {
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
    expect(done.map((row) => row.status)).toEqual(['sent', 'sent']);
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
    // An SMTP server cannot be asked: the email went again with the same Message-ID, which makes it the same
    // message to the mailbox (decision 0081): one email in the mailbox.
    const copies = h.smtp.received.filter((m) => m.subject === 'Crash test killed');
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((m) => m.messageId)).size).toBe(1);
    expect(copies[0]!.messageId).toContain(`outbound-${ids[0]}@`);
    expect(h.smtp.mailbox().filter((m) => m.subject === 'Crash test killed')).toHaveLength(1);
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
