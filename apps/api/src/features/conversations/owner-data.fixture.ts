/** Test fixtures: websites, conversations and messages with known values, written straight to the database. */
import type { LeadScoreReason } from '../../db/schema.js';
import { appointments, conversations, messages, websites } from '../../db/schema.js';
import type { Database } from '../../db/client.js';

const MINUTE = 60_000;
export const minutesAgo = (minutes: number, now = Date.now()) => new Date(now - minutes * MINUTE);
export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * 24 * 60 * MINUTE);

export async function insertWebsite(
  db: Database,
  options: { userId: string; name: string; createdAt?: Date },
) {
  const [row] = await db
    .insert(websites)
    .values({
      userId: options.userId,
      name: options.name,
      domain: `https://${options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
      appearanceConfig: {
        greeting_message: 'Hi!',
        bot_name: 'AI Assistant',
        primary_color: '#8B5CF6',
        position: 'bottom-right',
        size: 'medium',
        auto_popup_delay: 3000,
      },
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: websites.id });
  return row!.id;
}

export type SeedMessage = {
  role: 'user' | 'assistant';
  content: string;
  responseTimeMs?: number;
  createdAt: Date;
};

export async function insertConversation(
  db: Database,
  options: {
    websiteId: string;
    visitorId: string;
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    company?: string | null;
    isLead?: boolean;
    status?: string;
    score?: number;
    scoreReasons?: LeadScoreReason[];
    tags?: string[];
    source?: 'web' | 'whatsapp';
    createdAt: Date;
    lastActivityAt?: Date;
    capturedAt?: Date | null;
    messages?: SeedMessage[];
  },
): Promise<string> {
  const seeded = options.messages ?? [];
  const last = seeded[seeded.length - 1];
  const [row] = await db
    .insert(conversations)
    .values({
      websiteId: options.websiteId,
      visitorId: options.visitorId,
      visitorName: options.name ?? null,
      visitorEmail: options.email ?? null,
      visitorPhone: options.phone ?? null,
      visitorCompany: options.company ?? null,
      isLeadCaptured: options.isLead ?? false,
      leadStatus: options.status ?? 'new',
      leadScore: options.score ?? 0,
      leadScoreReasons: options.scoreReasons ?? [],
      tags: options.tags ?? [],
      messageSource: options.source ?? 'web',
      messageCount: seeded.length,
      lastMessagePreview: last?.content.slice(0, 200) ?? null,
      createdAt: options.createdAt,
      lastActivityAt: options.lastActivityAt ?? last?.createdAt ?? options.createdAt,
      leadCapturedAt: options.isLead
        ? options.capturedAt === undefined
          ? options.createdAt
          : options.capturedAt
        : null,
    })
    .returning({ id: conversations.id });
  const id = row!.id;
  if (seeded.length) {
    await db.insert(messages).values(
      seeded.map((m) => ({
        conversationId: id,
        role: m.role,
        content: m.content,
        responseTimeMs: m.responseTimeMs ?? null,
        createdAt: m.createdAt,
      })),
    );
  }
  return id;
}

export async function insertAppointment(
  db: Database,
  options: { websiteId: string; createdAt: Date; status?: string },
): Promise<void> {
  await db.insert(appointments).values({
    websiteId: options.websiteId,
    startsAt: new Date(options.createdAt.getTime() + 24 * 60 * MINUTE),
    endsAt: new Date(options.createdAt.getTime() + 25 * 60 * MINUTE),
    status: options.status ?? 'confirmed',
    createdAt: options.createdAt,
  });
}
