CREATE TABLE "gmb_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_hash" text NOT NULL,
	"website_id" uuid NOT NULL,
	"sealed_code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gmb_reply_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gmb_account_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"origin" text NOT NULL,
	"draft_source" text NOT NULL,
	"status" text NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "gmb_accounts_website_idx";--> statement-breakpoint
ALTER TABLE "gmb_accounts" ADD COLUMN "status" text DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "gmb_accounts" ADD COLUMN "status_detail" text;--> statement-breakpoint
ALTER TABLE "gmb_accounts" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gmb_accounts" ADD COLUMN "next_sync_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "gmb_accounts" ADD COLUMN "last_sync_error" text;--> statement-breakpoint
ALTER TABLE "gmb_automations" ADD COLUMN "enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gmb_reviews" ADD COLUMN "location_name" text;--> statement-breakpoint
ALTER TABLE "gmb_reviews" ADD COLUMN "response_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gmb_reviews" ADD COLUMN "response_state" text;--> statement-breakpoint
ALTER TABLE "gmb_reviews" ADD COLUMN "response_policy_note" text;--> statement-breakpoint
ALTER TABLE "gmb_reviews" ADD COLUMN "response_source" text;--> statement-breakpoint
ALTER TABLE "gmb_reviews" ADD COLUMN "review_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gmb_oauth_states" ADD CONSTRAINT "gmb_oauth_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmb_oauth_states" ADD CONSTRAINT "gmb_oauth_states_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmb_reply_jobs" ADD CONSTRAINT "gmb_reply_jobs_gmb_account_id_gmb_accounts_id_fk" FOREIGN KEY ("gmb_account_id") REFERENCES "public"."gmb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmb_reply_jobs" ADD CONSTRAINT "gmb_reply_jobs_review_id_gmb_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."gmb_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gmb_reply_jobs_one_open_uq" ON "gmb_reply_jobs" USING btree ("review_id") WHERE "gmb_reply_jobs"."status" in ('awaiting_approval', 'scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "gmb_reply_jobs_due_idx" ON "gmb_reply_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "gmb_reply_jobs_account_idx" ON "gmb_reply_jobs" USING btree ("gmb_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "gmb_accounts_website_uq" ON "gmb_accounts" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "gmb_accounts_next_sync_idx" ON "gmb_accounts" USING btree ("next_sync_at");