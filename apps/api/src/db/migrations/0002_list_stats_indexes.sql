-- Indexes that keep the owner's stat cards, lead sorting and analytics fast at 100,000+ conversations.
-- Custom SQL (INCLUDE columns), not in schema.ts, like 0001.
-- Leads sorted by score (the asc order walks it backwards).
CREATE INDEX IF NOT EXISTS "conversations_lead_score_idx" ON "conversations" ("lead_score" DESC, "last_activity_at" DESC, "id" DESC) WHERE "is_lead_captured";
--> statement-breakpoint
-- /leads cards (count per status, mean score) from an index-only scan.
CREATE INDEX IF NOT EXISTS "conversations_lead_stats_idx" ON "conversations" ("website_id", "lead_status") INCLUDE ("lead_score") WHERE "is_lead_captured";
--> statement-breakpoint
-- /conversations and /dashboard cards from an index-only scan instead of the wide table.
CREATE INDEX IF NOT EXISTS "conversations_owner_stats_idx" ON "conversations" ("website_id") INCLUDE ("created_at", "last_activity_at", "lead_captured_at", "is_lead_captured", "message_count", "visitor_id");
--> statement-breakpoint
-- /analytics mean response time over a period without reading every message.
CREATE INDEX IF NOT EXISTS "messages_response_time_idx" ON "messages" ("created_at") INCLUDE ("conversation_id", "response_time_ms") WHERE "response_time_ms" IS NOT NULL;
