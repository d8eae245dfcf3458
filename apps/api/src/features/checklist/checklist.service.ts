/**
 * The pre-launch checklist (docs/product/screens.md and docs/product/behaviour.md and docs/product/calls.md): 16 items for one of the owner's websites, the automated ones
 * computed from the owner's data, the others ticked by hand and stored per website. Every fact is one indexed
 * query, and they run in parallel (docs/product/calls.md), so the page costs the same for an owner with one website or many.
 */
import {
  DEFAULT_AI_INSTRUCTIONS,
  LAUNCH_READY_PERCENT,
  checklistProgress,
  type Checklist,
  type ChecklistItem,
} from '@leadchat/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import {
  calendarIntegrations,
  checklistItemStates,
  conversations,
  crawlRuns,
  gmbAccounts,
  knowledgeSources,
  messages,
  notificationSettings,
  user,
  websites,
  widgetSightings,
} from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hasCurrentPlan } from '../billing/billing.service.js';
import {
  CHECKLIST_ITEMS,
  MIN_FAQS_FOR_KNOWLEDGE,
  findChecklistItem,
  type ChecklistFacts,
} from './checklist-items.js';
import { SIGHTING_FRESH_DAYS, isOwnSite } from './widget-sighting.service.js';

type Scope = { db: Database; userId: string };

/** The owner's website by id (404 for anyone else's), or their newest one; null when they have none. */
async function resolveWebsite(scope: Scope, websiteId: string | undefined) {
  const columns = {
    id: websites.id,
    domain: websites.domain,
    aiInstructions: websites.aiInstructions,
    notifyOnNewLead: websites.notifyOnNewLead,
    notificationEmail: websites.notificationEmail,
  };
  if (websiteId) {
    const [row] = await scope.db
      .select(columns)
      .from(websites)
      .where(and(eq(websites.id, websiteId), eq(websites.userId, scope.userId)));
    if (!row) throw notFound('Website');
    return row;
  }
  const [newest] = await scope.db
    .select(columns)
    .from(websites)
    .where(eq(websites.userId, scope.userId))
    .orderBy(desc(websites.createdAt))
    .limit(1);
  return newest ?? null;
}

const exists = async (db: Queryable, query: ReturnType<typeof sql>): Promise<boolean> => {
  const result = await db.execute<{ found: boolean }>(sql`select exists(${query}) as found`);
  return result.rows[0]?.found === true;
};

/** Facts about one website, read in parallel. */
async function readWebsiteFacts(db: Database, website: { id: string; domain: string }) {
  const websiteId = website.id;
  const [sightings, calendar, gmb, answered, alerts, crawled, faqs, states] = await Promise.all([
    db
      .select({ origin: widgetSightings.origin })
      .from(widgetSightings)
      .where(
        and(
          eq(widgetSightings.websiteId, websiteId),
          sql`${widgetSightings.lastSeenAt} > now() - make_interval(days => ${SIGHTING_FRESH_DAYS})`,
        ),
      ),
    exists(
      db,
      sql`select 1 from ${calendarIntegrations} where ${calendarIntegrations.websiteId} = ${websiteId} and ${calendarIntegrations.isActive}`,
    ),
    // A connection Google stopped honouring doesn't count as connected (issue 12).
    exists(
      db,
      sql`select 1 from ${gmbAccounts} where ${gmbAccounts.websiteId} = ${websiteId} and ${gmbAccounts.status} = 'connected'`,
    ),
    // Any conversation of the website the assistant has answered (the owner's test or a real visitor's).
    exists(
      db,
      sql`select 1 from ${conversations} c where c.website_id = ${websiteId} and exists (select 1 from ${messages} m where m.conversation_id = c.id and m.role = 'assistant')`,
    ),
    exists(
      db,
      // Alerts set up and on — or never set up at all, which alerts the owner's sign-in address (notifications service).
      sql`select 1 where exists (select 1 from ${notificationSettings} n where n.website_id = ${websiteId} and 'new_lead' = any(n.alert_kinds) and ((n.is_email_alert_on and cardinality(n.alert_emails) > 0) or (n.is_sms_alert_on and n.alert_phone is not null))) or (not exists (select 1 from ${notificationSettings} n where n.website_id = ${websiteId}) and exists (select 1 from ${websites} w where w.id = ${websiteId} and w.notification_email is null))`,
    ),
    exists(
      db,
      sql`select 1 from ${crawlRuns} where ${crawlRuns.websiteId} = ${websiteId} and ${crawlRuns.status} = 'done'`,
    ),
    db
      .select({ value: count() })
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.websiteId, websiteId), eq(knowledgeSources.kind, 'faq'))),
    db
      .select({ itemId: checklistItemStates.itemId, completed: checklistItemStates.completed })
      .from(checklistItemStates)
      .where(eq(checklistItemStates.websiteId, websiteId)),
  ]);
  return {
    // Seen lately, on the domain the website has now (the owner may have changed it since).
    widgetSeen: sightings.some((row) => isOwnSite(row.origin, website.domain)),
    calendar,
    gmb,
    answered,
    alerts,
    knowledge: crawled || (faqs[0]?.value ?? 0) >= MIN_FAQS_FOR_KNOWLEDGE,
    ticked: new Map(states.map((row) => [row.itemId, row.completed])),
  };
}

async function readTwoFactorEnabled(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return row?.enabled === true;
}

export async function getChecklist(scope: Scope & { websiteId?: string }): Promise<Checklist> {
  const { db, userId } = scope;
  const [website, twoFactorEnabled, plan] = await Promise.all([
    resolveWebsite(scope, scope.websiteId),
    readTwoFactorEnabled(db, userId),
    hasCurrentPlan({ db, userId }),
  ]);
  const site = website ? await readWebsiteFacts(db, website) : null;
  const facts: ChecklistFacts = {
    hasWebsite: website !== null,
    widgetSeenOnSite: site?.widgetSeen ?? false,
    hasCalendar: site?.calendar ?? false,
    twoFactorEnabled,
    aiInstructionsCustomised:
      website !== null &&
      website.aiInstructions.trim() !== '' &&
      website.aiInstructions.trim() !== DEFAULT_AI_INSTRUCTIONS.trim(),
    assistantAnswered: site?.answered ?? false,
    // The website's own switch (spec: notify on new lead) or the alert settings of the notifications screen.
    leadAlertsOn:
      site?.alerts === true || (website?.notifyOnNewLead === true && Boolean(website.notificationEmail)),
    hasGmbAccount: site?.gmb ?? false,
    hasCurrentPlan: plan,
    knowledgeLearnt: site?.knowledge ?? false,
  };
  const websiteId = website?.id ?? null;
  const items = CHECKLIST_ITEMS.map((definition): ChecklistItem => {
    const automated = definition.fact !== undefined;
    return {
      id: definition.id,
      title: definition.title,
      description: definition.description,
      category: definition.category,
      priority: definition.priority,
      completed: automated ? facts[definition.fact!] : (site?.ticked.get(definition.id) ?? false),
      action: definition.action(websiteId),
      ...(automated ? { automated: true } : {}),
    };
  });
  const progress = checklistProgress(items);
  return { websiteId, items, progress, readyForLaunch: progress >= LAUNCH_READY_PERCENT };
}

/** Ticks or unticks a manual item of one of the owner's websites; automated items refuse (400). */
export async function setChecklistItem(
  scope: Scope & { websiteId: string; itemId: string; completed: boolean },
): Promise<Checklist> {
  const { db, websiteId, itemId, completed } = scope;
  const definition = findChecklistItem(itemId);
  if (!definition) throw notFound('Checklist item');
  if (definition.fact) {
    throw new AppError(
      'BAD_REQUEST',
      'This item completes itself from your data and cannot be ticked by hand.',
    );
  }
  await resolveWebsite(scope, websiteId);
  await db
    .insert(checklistItemStates)
    .values({ websiteId, itemId, completed })
    .onConflictDoUpdate({
      target: [checklistItemStates.websiteId, checklistItemStates.itemId],
      set: { completed, updatedAt: new Date() },
    });
  return getChecklist({ ...scope, websiteId });
}
