-- Indexes for the owner's lists (leads, conversations) at 100,000+ rows. Custom SQL, not in schema.ts:
-- drizzle-kit cannot express trigram operator classes, and leaving them out of the schema keeps later
-- generated migrations from touching them.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner can create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Case-insensitive substring search (ILIKE '%term%') on the visitor fields the lists search.
CREATE INDEX IF NOT EXISTS "conversations_visitor_name_trgm_idx" ON "conversations" USING gin ("visitor_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversations_visitor_email_trgm_idx" ON "conversations" USING gin ("visitor_email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversations_visitor_company_trgm_idx" ON "conversations" USING gin ("visitor_company" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversations_visitor_id_trgm_idx" ON "conversations" USING gin ("visitor_id" gin_trgm_ops);
--> statement-breakpoint
-- Owner-wide lists ordered by last activity (across all of an owner's websites, newest first).
CREATE INDEX IF NOT EXISTS "conversations_activity_idx" ON "conversations" ("last_activity_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversations_lead_activity_idx" ON "conversations" ("last_activity_at" DESC, "id" DESC) WHERE "is_lead_captured";
--> statement-breakpoint
-- The CSV export walks leads in keyset pages over an order that never changes under it.
CREATE INDEX IF NOT EXISTS "conversations_lead_created_idx" ON "conversations" ("created_at" DESC, "id" DESC) WHERE "is_lead_captured";
