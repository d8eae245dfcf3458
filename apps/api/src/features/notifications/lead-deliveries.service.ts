import { and, eq } from 'drizzle-orm';
import type { OutboundDelivery } from '@leadchat/contract';
import type { Queryable } from '../../db/client.js';
import { conversations, websites } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { listConversationDeliveries } from '../outbound/index.js';

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
