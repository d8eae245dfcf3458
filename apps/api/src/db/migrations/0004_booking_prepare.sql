-- Issue 11: appointments get real statuses (pending, confirmed, cancelled). Nothing wrote the table before, but an
-- installation that has rows keeps them: the old default 'booked' becomes 'confirmed' before the check is added.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
UPDATE "appointments" SET "status" = 'confirmed' WHERE "status" NOT IN ('pending', 'confirmed', 'cancelled');
