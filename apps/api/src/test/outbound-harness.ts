/**
 * An app wired to real delivery for the lead-alert tests: a real SMTP receiver, the local fake Twilio, the real
 * SMTP and Twilio senders, and an outbound worker the test drains itself.
 */
import { createSmtpEmailSender } from '../adapters/email/smtp-email.js';
import { createMessageChannels } from '../features/outbound/channel-senders.js';
import { startOutboundWorker, type OutboundWorker } from '../features/outbound/outbound-worker.js';
import { serveTestApp } from './serve-app.js';
import { startFakeTwilio, type FakeTwilio } from './fake-twilio.js';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test-app.js';

export type DeliveryHarness = {
  t: TestApp;
  twilio: FakeTwilio;
  smtp: SmtpReceiver;
  worker: OutboundWorker;
  /** The env that points a process at the same database, SMTP receiver and fake Twilio. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startDeliveryHarness(): Promise<DeliveryHarness> {
  const twilio = await startFakeTwilio();
  const smtp = await startSmtpReceiver();
  const env = {
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: twilio.from,
    TWILIO_API_BASE_URL: twilio.baseUrl,
  };
  const t = await createTestApp(env);
  const { config, db, logger } = t.deps;
  // Twilio's callbacks travel over real HTTP to the app (signed for PUBLIC_URL, delivered to its port).
  const served = await serveTestApp(t.app);
  twilio.deliverToOrigin = served.baseUrl;
  const email = createSmtpEmailSender({ smtpUrl: smtp.url, from: config.EMAIL_FROM, db });
  const worker = startOutboundWorker({
    db,
    config,
    logger,
    isPolling: false,
    senders: createMessageChannels({ email, db, config, logger }),
  });
  return {
    t,
    twilio,
    smtp,
    worker,
    env: { ...env, PUBLIC_URL: TEST_ORIGIN },
    close: async () => {
      await worker.stop();
      await served.close();
      await email.close();
      await twilio.close();
      await smtp.close();
      await t.close();
    },
  };
}
