import type { AppDeps } from './app-env.js';
import { seedDemoWebsites } from '../features/demo/demo.service.js';
import { startCrawlWorker } from '../features/knowledge/crawl-worker.js';
import { startOutboundDelivery } from '../features/outbound/outbound-runtime.js';
import { stopRealtimeHub } from '../features/realtime/realtime.service.js';
import { startLiveChatSweeper } from '../features/live-chat/live-chat.service.js';
import { stopWidgetConfigCache } from '../features/widget-config/widget-config.service.js';
import { stopCalendarCache } from '../features/calendar/calendar-cache.js';
import { startWhatsAppWorker } from '../features/whatsapp/whatsapp-worker.js';
import { createWhatsAppChannel } from '../features/whatsapp/whatsapp-sender.js';
import { startRateLimitPruning } from './rate-limit.js';
import { startReminderWorker } from '../features/calendar/reminders.service.js';
import { startGmbWorker } from '../features/gmb/gmb-worker.js';

export type BackgroundWork = { stop: () => Promise<void> };

/**
 * Starts the process's background work (job queue workers, realtime listeners, seeding a fresh installation).
 * Each capability adds its starter here.
 */
export async function startBackgroundWork(
  _options: AppDeps & { connectionString: string },
): Promise<BackgroundWork> {
  const stops: Array<() => Promise<void>> = [];
  // Expired rate-limit windows (one per visitor, IP, account…) are deleted every 10 minutes.
  stops.push(startRateLimitPruning({ db: _options.db, logger: _options.logger }));
  // Appointment reminders (24 h and 1 h before) become outbound emails when due.
  stops.push(startReminderWorker({ db: _options.db, config: _options.config, logger: _options.logger }));
  // The realtime hub starts listening with the first event stream; on shutdown it closes and ends the streams.
  stops.push(() => stopRealtimeHub({ db: _options.db }));
  // Live chat: idle taken-over conversations go back to the assistant; unanswered requests for a person get a
  // follow-up (every 15 s, SKIP LOCKED, so every process may sweep).
  stops.push(startLiveChatSweeper({ db: _options.db, logger: _options.logger }));
  // The widget config cache listens for website changes from its first request; on shutdown it stops listening.
  stops.push(() => stopWidgetConfigCache({ db: _options.db }));
  // So does the bookable-calendar cache (slots), for appointment and calendar changes too.
  stops.push(() => stopCalendarCache({ db: _options.db }));
  // The landing page's demo assistant and /widget-test need their websites; a failure must not stop the product.
  await seedDemoWebsites({ db: _options.db, publicUrl: _options.config.publicUrl }).catch((error: unknown) =>
    _options.logger.error({ err: error }, 'seeding the demo websites failed'),
  );
  // Website crawls run as pg-boss jobs on the same database.
  const crawlWorker = await startCrawlWorker(_options);
  stops.push(() => crawlWorker.stop());
  // Lead alerts, follow-ups and every other outgoing message, delivered from outbound_messages (SKIP LOCKED).
  // WhatsApp replies are outbound jobs too, handed to the WhatsApp channel (features/whatsapp, decision 0101).
  const outbound = startOutboundDelivery(_options, { whatsapp: createWhatsAppChannel(_options) });
  stops.push(() => outbound.stop());
  // WhatsApp: stored webhook events answered (own table, SKIP LOCKED; decision 0100).
  const whatsapp = startWhatsAppWorker(_options);
  stops.push(() => whatsapp.stop());
  // Google Business Profile: review syncs every GMB_SYNC_INTERVAL_MINUTES and reply jobs (SKIP LOCKED / claims).
  const gmb = startGmbWorker(_options);
  stops.push(() => gmb.stop());
  return {
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
