import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailSuppressions } from '../../db/schema.js';

/** Stops a website's follow-up emails to an address at once: recorded, and any waiting one is cancelled. */
export async function unsubscribeFromFollowUps(options: { db: Database; websiteId: string; email: string }) {
  const email = options.email.toLowerCase();
  await options.db.transaction(async (tx) => {
    await tx.insert(emailSuppressions).values({ websiteId: options.websiteId, email }).onConflictDoNothing();
    await tx.execute(sql`
      update outbound_messages set status = 'cancelled', last_error = 'The visitor unsubscribed', updated_at = now()
      where website_id = ${options.websiteId} and channel = 'email' and purpose = 'visitor_follow_up'
        and lower(recipient) = ${email} and status = 'queued'`);
  });
}

export async function isUnsubscribed(options: { db: Database; websiteId: string; email: string }) {
  const [row] = await options.db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(
      and(
        eq(emailSuppressions.websiteId, options.websiteId),
        eq(emailSuppressions.email, options.email.toLowerCase()),
      ),
    );
  return Boolean(row);
}
