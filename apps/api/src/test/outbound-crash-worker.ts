/**
 * An outbound worker in a process of its own for the crash tests: it delivers as the server does, and is killed
 * with SIGKILL (no clean-up, no last write) once CRASH_AFTER messages have been accepted by their provider and
 * before any of them is recorded. Run with tsx; reads the same environment as the server plus CRASH_AFTER.
 * CRASH_POINT=before-handover kills it instead when an email is about to be committed (the SMTP server has the
 * envelope and the body, not the final "."), before that moment is recorded.
 */
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { createSmtpEmailSender } from '../adapters/email/smtp-email.js';
import { createMessageChannels } from '../features/outbound/channel-senders.js';
import { startOutboundWorker } from '../features/outbound/outbound-worker.js';
import { createLogger } from '../lib/logger.js';

const config = loadConfig();
const logger = createLogger('silent');
const { db } = createDatabase({ connectionString: config.DATABASE_URL!, logger });
const crashAfter = Number(process.env.CRASH_AFTER ?? '1');
const isCrashingBeforeHandover = process.env.CRASH_POINT === 'before-handover';
let accepted = 0;

startOutboundWorker({
  db,
  config,
  logger,
  pollMs: 50,
  senders: createMessageChannels({
    email: createSmtpEmailSender({ smtpUrl: config.SMTP_URL!, from: config.EMAIL_FROM, db }),
    db,
    config,
    logger,
  }),
  beforeHandoverRecorded: () => {
    if (isCrashingBeforeHandover) process.kill(process.pid, 'SIGKILL');
  },
  afterProviderCall: async () => {
    accepted++;
    if (accepted >= crashAfter) process.kill(process.pid, 'SIGKILL');
    // Earlier ones wait here, unrecorded, until the kill.
    await new Promise(() => undefined);
  },
});
