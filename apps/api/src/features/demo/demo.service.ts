import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PublicConfig } from '@leadchat/contract';
import type { Database, Queryable } from '../../db/client.js';
import {
  knowledgeChunks,
  knowledgeSources,
  profiles,
  user,
  userRoles,
  websites,
  type AppearanceConfig,
} from '../../db/schema.js';
import { DEMO_AI_INSTRUCTIONS, DEMO_FAQS, DEMO_GREETING, TEST_FAQS, type DemoFaq } from './demo-faq.js';
import { DEMO_WEBSITE_ID, SYSTEM_USER_EMAIL, SYSTEM_USER_ID, TEST_WEBSITE_ID } from './system-user.js';

type SeededWebsite = {
  id: string;
  name: string;
  aiInstructions: string;
  appearance: AppearanceConfig;
  faqs: DemoFaq[];
};

const SEEDED_WEBSITES: SeededWebsite[] = [
  {
    id: DEMO_WEBSITE_ID,
    name: 'LeadChat Demo',
    aiInstructions: DEMO_AI_INSTRUCTIONS,
    appearance: {
      greeting_message: DEMO_GREETING,
      bot_name: 'LeadChat Assistant',
      primary_color: '#6D28D9',
      position: 'bottom-right',
      size: 'medium',
      auto_popup_delay: 3000,
    },
    faqs: DEMO_FAQS,
  },
  {
    id: TEST_WEBSITE_ID,
    name: 'Widget Test',
    aiInstructions: 'You are the assistant of the LeadChat widget test page. Answer from the FAQ.',
    appearance: {
      greeting_message: "Hi! I'm here to help. What can I assist you with today?",
      bot_name: 'AI Assistant',
      primary_color: '#8B5CF6',
      position: 'bottom-right',
      size: 'medium',
      auto_popup_delay: 3000,
    },
    faqs: TEST_FAQS,
  },
];

/**
 * Creates (or brings up to date) the system account, the LeadChat Demo website whose knowledge is this product's
 * FAQ, and the Widget Test website. Safe to run on every start and from several processes at once.
 */
export async function seedDemoWebsites(options: { db: Database; publicUrl: string }): Promise<void> {
  // Stored as an origin, the shape the websites capability normalises every domain to.
  const domain = new URL(options.publicUrl).origin;
  await options.db.transaction(async (tx) => {
    // Two processes starting together must not both rewrite the knowledge.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('leadchat:demo-seed'))`);
    await tx
      .insert(user)
      .values({ id: SYSTEM_USER_ID, name: 'LeadChat System', email: SYSTEM_USER_EMAIL, emailVerified: false })
      .onConflictDoNothing();
    await tx
      .insert(profiles)
      .values({ userId: SYSTEM_USER_ID, username: 'leadchat-system' })
      .onConflictDoNothing();
    await tx.insert(userRoles).values({ userId: SYSTEM_USER_ID, role: 'user' }).onConflictDoNothing();

    for (const site of SEEDED_WEBSITES) {
      const values = {
        name: site.name,
        domain,
        aiInstructions: site.aiInstructions,
        appearanceConfig: site.appearance,
        isActive: true,
        monthlyMessageQuota: null,
      };
      await tx
        .insert(websites)
        .values({ id: site.id, userId: SYSTEM_USER_ID, ...values })
        .onConflictDoUpdate({ target: websites.id, set: values });
      await syncFaqKnowledge({ db: tx, websiteId: site.id, faqs: site.faqs });
    }
  });
}

/** Replaces a website's FAQ knowledge when it differs from `faqs` (unchanged knowledge is left alone). */
async function syncFaqKnowledge(options: {
  db: Queryable;
  websiteId: string;
  faqs: DemoFaq[];
}): Promise<void> {
  const { db, websiteId, faqs } = options;
  const current = await db
    .select({
      question: knowledgeSources.question,
      answer: knowledgeSources.answer,
      position: knowledgeSources.position,
    })
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.websiteId, websiteId), eq(knowledgeSources.kind, 'faq')))
    .orderBy(knowledgeSources.position);
  const chunkCount = await db.$count(knowledgeChunks, eq(knowledgeChunks.websiteId, websiteId));
  const isUpToDate =
    current.length === faqs.length &&
    chunkCount === faqs.length &&
    current.every(
      (row, index) => row.question === faqs[index]?.question && row.answer === faqs[index]?.answer,
    );
  if (isUpToDate) return;

  // Chunks go with their sources (on delete cascade).
  await db.delete(knowledgeSources).where(eq(knowledgeSources.websiteId, websiteId));
  if (!faqs.length) return;
  const sources = await db
    .insert(knowledgeSources)
    .values(
      faqs.map((faq, position) => ({
        websiteId,
        kind: 'faq' as const,
        question: faq.question,
        answer: faq.answer,
        position,
      })),
    )
    .returning({ id: knowledgeSources.id, position: knowledgeSources.position });
  await db.insert(knowledgeChunks).values(
    sources.map((source) => {
      const faq = faqs[source.position]!;
      return {
        websiteId,
        sourceId: source.id,
        kind: 'faq' as const,
        title: faq.question,
        content: `${faq.question}\n${faq.answer}`,
        position: source.position,
      };
    }),
  );
}

/** The facts the public pages learn at run time: the public origin, the support address, the seeded websites' ids. */
export async function getPublicConfig(options: {
  db: Queryable;
  publicUrl: string;
  supportEmail: string;
}): Promise<PublicConfig> {
  const rows = await options.db
    .select({ id: websites.id })
    .from(websites)
    .where(and(inArray(websites.id, [DEMO_WEBSITE_ID, TEST_WEBSITE_ID]), eq(websites.isActive, true)));
  const ids = new Set(rows.map((row) => row.id));
  return {
    publicUrl: options.publicUrl,
    supportEmail: options.supportEmail,
    demoWebsiteId: ids.has(DEMO_WEBSITE_ID) ? DEMO_WEBSITE_ID : null,
    testWebsiteId: ids.has(TEST_WEBSITE_ID) ? TEST_WEBSITE_ID : null,
  };
}
