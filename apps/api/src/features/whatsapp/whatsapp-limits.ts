/** The owner's WhatsApp allowance: the monthly limit of their plan (docs/product/limits.md: 600 messages on every plan). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { whatsappMonthlyLimitFor } from './whatsapp-usage.service.js';

/** The owner's current plan tier (null without an active one) mapped to its monthly WhatsApp limit. */
export async function loadOwnerWhatsAppLimit(options: { db: Queryable; userId: string }): Promise<number> {
  const result = await options.db.execute<{ tier: string | null }>(sql`
    select tier from subscriptions
    where user_id = ${options.userId} and status in ('active', 'trialing')
    order by created_at desc limit 1`);
  return whatsappMonthlyLimitFor(result.rows[0]?.tier ?? null);
}
