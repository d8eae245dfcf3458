import { and, eq } from 'drizzle-orm';
import type { OutboundDelivery } from '@leadchat/contract';
import type { Queryable } from '../../db/client.js';
import { conversations, websites } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { listConversationDeliveries, resendUnconfirmed } from '../outbound/index.js';

/** What was sent about one of the owner's leads, to whom, and its status (another owner's lead: 404). */
export async function listLeadDeliveries(options: {
  db: Queryable;
  userId: string;
  conversationId: string;
}): Promise<OutboundDelivery[]> {
  const [owned] = await options.db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(websites, eq(websites.id, conversations.websiteId))
    .where(and(eq(conversations.id, options.conversationId), eq(websites.userId, options.userId)));
  if (!owned) throw notFound('Lead');
  return listConversationDeliveries({ db: options.db, conversationId: options.conversationId });
}

/**
 * The owner's explicit "Resend" of an email whose delivery is unconfirmed (decision 0120). Another owner's message,
 * or one that is not unconfirmed: 404.
 */
export async function resendOwnedDelivery(options: {
  db: Queryable;
  userId: string;
  deliveryId: string;
}): Promise<OutboundDelivery> {
  const delivery = await resendUnconfirmed({
    db: options.db,
    messageId: options.deliveryId,
    ownerUserId: options.userId,
  });
  if (!delivery) throw notFound('Unconfirmed delivery');
  return delivery;
}
