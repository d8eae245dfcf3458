/**
 * Websites of an owner: list, create, read, update, delete. Every query is scoped by the owner's id; another
 * owner's website is reported exactly like a missing one (404).
 */
import { assertCanCreateWebsite } from '../billing/billing.service.js';
import { and, desc, eq } from 'drizzle-orm';
import {
  AppearanceConfigSchema,
  DEFAULT_AI_INSTRUCTIONS,
  DEFAULT_APPEARANCE_CONFIG,
  type AppearanceConfig,
  type Website,
} from '@leadchat/contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { auditLog, websites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { validationError } from '../../lib/validation.js';
import { invalidateWidgetConfig } from '../widget-config/widget-config.service.js';
import type { CreateWebsiteRequestSchema, UpdateWebsiteRequestSchema } from '@leadchat/contract';

type WebsiteRow = typeof websites.$inferSelect;
type CreateWebsiteInput = z.output<typeof CreateWebsiteRequestSchema>;
type UpdateWebsiteInput = z.output<typeof UpdateWebsiteRequestSchema>;

/** Rows written before a field existed (or by hand) still answer with a complete, valid config. */
function readAppearance(stored: unknown): AppearanceConfig {
  const merged = {
    ...DEFAULT_APPEARANCE_CONFIG,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
  };
  const parsed = AppearanceConfigSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_APPEARANCE_CONFIG;
}

function toWebsite(row: WebsiteRow): Website {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    aiInstructions: row.aiInstructions,
    appearanceConfig: readAppearance(row.appearanceConfig),
    isActive: row.isActive,
    notificationEmail: row.notificationEmail,
    notifyOnNewLead: row.notifyOnNewLead,
    monthlyMessageQuota: row.monthlyMessageQuota,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's websites, newest first. */
export async function listWebsites(options: { db: Queryable; userId: string }): Promise<Website[]> {
  const rows = await options.db
    .select()
    .from(websites)
    .where(eq(websites.userId, options.userId))
    .orderBy(desc(websites.createdAt), desc(websites.id));
  return rows.map(toWebsite);
}

/** Creates a website with the default AI instructions and widget appearance. */
export async function createWebsite(options: {
  db: Queryable;
  userId: string;
  input: CreateWebsiteInput;
}): Promise<Website> {
  const { input, userId } = options;
  return options.db.transaction(async (tx) => {
    // Without a plan or trial, only the first website is allowed (issue 6); the check and the insert share a lock.
    await assertCanCreateWebsite({ db: tx, userId });
    const [row] = await tx
      .insert(websites)
      .values({
        userId,
        name: input.name,
        domain: input.domain,
        aiInstructions: input.aiInstructions ? input.aiInstructions : DEFAULT_AI_INSTRUCTIONS,
        appearanceConfig: { ...DEFAULT_APPEARANCE_CONFIG },
        isActive: true,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The website could not be created');
    return toWebsite(row);
  });
}

/** Throws 404 unless the website exists and belongs to the user. Other capabilities call this before touching a website's data. */
export async function assertWebsiteOwner(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
}): Promise<{ id: string; domain: string }> {
  const [row] = await options.db
    .select({ id: websites.id, domain: websites.domain })
    .from(websites)
    .where(and(eq(websites.id, options.websiteId), eq(websites.userId, options.userId)));
  if (!row) throw notFound('Website');
  return row;
}

export async function getWebsite(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
}): Promise<Website> {
  const [row] = await options.db
    .select()
    .from(websites)
    .where(and(eq(websites.id, options.websiteId), eq(websites.userId, options.userId)));
  if (!row) throw notFound('Website');
  return toWebsite(row);
}

/** Applies a partial update; a partial appearance config is merged into the stored one and validated whole. */
export async function updateWebsite(options: {
  db: Database;
  userId: string;
  websiteId: string;
  input: UpdateWebsiteInput;
}): Promise<Website> {
  const { input } = options;
  const updated = await options.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(websites)
      .where(and(eq(websites.id, options.websiteId), eq(websites.userId, options.userId)))
      .for('update');
    if (!current) throw notFound('Website');

    const changes: Partial<typeof websites.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.domain !== undefined) changes.domain = input.domain;
    if (input.aiInstructions !== undefined) {
      // An emptied field goes back to the default rather than leaving the assistant without a brief.
      changes.aiInstructions = input.aiInstructions === '' ? DEFAULT_AI_INSTRUCTIONS : input.aiInstructions;
    }
    if (input.isActive !== undefined) changes.isActive = input.isActive;
    if (input.notificationEmail !== undefined) changes.notificationEmail = input.notificationEmail;
    if (input.notifyOnNewLead !== undefined) changes.notifyOnNewLead = input.notifyOnNewLead;
    if (input.monthlyMessageQuota !== undefined) changes.monthlyMessageQuota = input.monthlyMessageQuota;
    if (input.appearanceConfig !== undefined) {
      const merged = AppearanceConfigSchema.safeParse({
        ...readAppearance(current.appearanceConfig),
        ...input.appearanceConfig,
      });
      if (!merged.success) throw validationError(merged.error, ['appearanceConfig']);
      changes.appearanceConfig = merged.data;
    }
    if (Object.keys(changes).length === 0) return toWebsite(current);

    const [row] = await tx.update(websites).set(changes).where(eq(websites.id, current.id)).returning();
    if (!row) throw notFound('Website');
    return toWebsite(row);
  });
  // This process serves the new config at once; other processes hear of it from the websites trigger's NOTIFY.
  invalidateWidgetConfig({ db: options.db, websiteId: updated.id });
  return updated;
}

/**
 * Deletes a website with its conversations, messages, knowledge, crawl runs, appointments and integrations
 * (foreign keys cascade inside the one statement) and records who did it, in one transaction.
 */
export async function deleteWebsite(options: {
  db: Database;
  userId: string;
  websiteId: string;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(websites)
      .where(and(eq(websites.id, options.websiteId), eq(websites.userId, options.userId)))
      .returning({ id: websites.id, name: websites.name, domain: websites.domain });
    if (!deleted) throw notFound('Website');
    await tx.insert(auditLog).values({
      actorUserId: options.userId,
      action: 'website.deleted',
      targetType: 'website',
      targetId: deleted.id,
      details: { name: deleted.name, domain: deleted.domain },
    });
  });
  invalidateWidgetConfig({ db: options.db, websiteId: options.websiteId });
}
