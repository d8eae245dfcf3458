/**
 * The visitor asked for a person: the owner hears about it through the notification channels of issue 10 (their
 * website's Notifications setting: email, SMS), besides the dashboards' live event. It is recorded as the
 * conversation's `callback_requested` owner event — the same event (and idempotency key) the assistant's reply
 * writes when a visitor asks to be contacted, so one conversation never alerts twice for it.
 */
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { notifyOwner } from '../outbound/outbound.service.js';

/** Records the owner alert; a failure is logged, never the visitor's problem (the reply still goes out). */
export async function alertOwnerOfHumanRequest(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  websiteId: string;
  conversationId: string;
}): Promise<void> {
  try {
    await notifyOwner(options.db, {
      websiteId: options.websiteId,
      conversationId: options.conversationId,
      kind: 'callback_requested',
      details: { Request: 'Asked to talk to a person in the chat' },
    });
  } catch (error) {
    options.logger.warn({ err: error }, 'alerting the owner of a request for a person failed');
  }
}
