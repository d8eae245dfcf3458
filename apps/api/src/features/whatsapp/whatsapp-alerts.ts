/**
 * The owner's email when the month's WhatsApp messages reach 80 % (warning) or 100 % (the assistant stops
 * answering on WhatsApp until the month ends): an outbound email job (features/outbound) written in the
 * transaction whose count crossed the threshold, keyed by owner, month and threshold (sent once, never lost).
 */
import { sql } from 'drizzle-orm';
import { renderActionEmail } from '../../adapters/email/templates.js';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { enqueueOutbound } from '../outbound/index.js';
import type { UsageAlert } from './whatsapp-outbound.js';

export function renderUsageAlertEmail(options: { alert: UsageAlert; analyticsUrl: string }) {
  const { alert } = options;
  const isLimit = alert.threshold === 'limit';
  return renderActionEmail({
    subject: isLimit
      ? 'Your WhatsApp assistant has reached its monthly limit'
      : `You have used ${Math.round((alert.total / alert.limit) * 100)}% of this month's WhatsApp messages`,
    heading: isLimit ? 'WhatsApp monthly limit reached' : 'WhatsApp messages running low',
    paragraphs: isLimit
      ? [
          `Your WhatsApp numbers have used all ${alert.limit} messages of ${alert.monthYear}.`,
          'The assistant no longer replies on WhatsApp until next month. Each customer who writes is told once that someone will get back to them personally, and their messages still appear in your conversations.',
        ]
      : [
          `Your WhatsApp numbers have used ${alert.total} of this month's ${alert.limit} messages (${alert.monthYear}).`,
          'When the limit is reached, the assistant stops replying on WhatsApp until next month.',
        ],
    actionLabel: 'See your usage',
    actionUrl: options.analyticsUrl,
    footnote: 'You receive this email once per month for each threshold.',
  });
}

/** Queues the alert email in the caller's transaction (no-op when the owner has no address). */
export async function queueOwnerUsageAlertEmail(options: {
  tx: Queryable;
  config: Config;
  alert: UsageAlert;
}): Promise<void> {
  const { alert } = options;
  const result = await options.tx.execute<{ email: string }>(
    sql`select email from "user" where id = ${alert.userId}`,
  );
  const to = result.rows[0]?.email;
  if (!to) return;
  const rendered = renderUsageAlertEmail({ alert, analyticsUrl: `${options.config.publicUrl}/analytics` });
  await enqueueOutbound(options.tx, {
    idempotencyKey: `whatsapp-usage:${alert.userId}:${alert.monthYear}:${alert.threshold}`,
    channel: 'email',
    purpose: alert.threshold === 'limit' ? 'whatsapp_limit_reached' : 'whatsapp_usage_warning',
    recipient: to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
  });
}
