/**
 * Starts the process's outbound worker with the real channel senders: email through the email adapter (SMTP or
 * the outbox), SMS through the SMS adapter (Twilio or the outbox), lead webhooks as signed POSTs (features/webhooks).
 * A capability with a channel of its own (WhatsApp) passes its sender in `extraSenders` from lib/background.ts.
 */
import type { AppDeps } from '../../lib/app-env.js';
import { createMessageChannels, type ChannelSender } from './channel-senders.js';
import { startOutboundWorker, type OutboundWorker } from './outbound-worker.js';
import { createWebhookChannel } from '../webhooks/webhook-channel.js';

export function startOutboundDelivery(
  deps: AppDeps,
  extraSenders: Partial<Record<string, ChannelSender>> = {},
): OutboundWorker {
  return startOutboundWorker({
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    senders: {
      ...createMessageChannels(deps),
      webhook: createWebhookChannel({ db: deps.db, config: deps.config }),
      ...extraSenders,
    },
  });
}
