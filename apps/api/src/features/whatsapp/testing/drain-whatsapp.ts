/**
 * Drives the WhatsApp path to rest in tests: the WhatsApp worker's webhook events, then the outbound worker's jobs
 * (its WhatsApp channel sends through the configured Graph API), until neither has anything due.
 */
import type { EmailSender } from '../../../adapters/email/email.types.js';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { Logger } from '../../../lib/logger.js';
import { startOutboundWorker } from '../../outbound/index.js';
import { createWhatsAppChannel } from '../whatsapp-sender.js';
import { processDueWebhookEvents } from '../whatsapp-worker.js';

export function createWhatsAppDrain(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  email: EmailSender;
}) {
  const outbound = startOutboundWorker({
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    senders: { whatsapp: createWhatsAppChannel(deps) },
    isPolling: false,
  });
  return {
    drain: async () => {
      for (let round = 0; round < 100; round++) {
        const events = await processDueWebhookEvents(deps);
        const sends = await outbound.drain();
        if (events === 0 && sends === 0) return;
      }
    },
    stop: () => outbound.stop(),
  };
}
