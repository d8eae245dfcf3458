CREATE TABLE "whatsapp_contacts" (
	"website_id" uuid NOT NULL,
	"wa_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"conversation_id" uuid,
	"profile_name" text,
	"last_inbound_at" timestamp with time zone,
	"limit_notice_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_contacts_website_id_wa_id_pk" PRIMARY KEY("website_id","wa_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"conversation_id" uuid,
	"message_id" uuid,
	"recipient_wa_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"wamid" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"error_code" integer,
	"error_reason" text,
	"usage_month" text,
	"usage_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD COLUMN "business_account_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD COLUMN "display_phone_number" text;--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD COLUMN "access_token_sealed" text;--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD COLUMN "access_token_hint" text;--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD COLUMN "last_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_account_id_whatsapp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."whatsapp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbound_messages" ADD CONSTRAINT "whatsapp_outbound_messages_account_id_whatsapp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."whatsapp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbound_messages" ADD CONSTRAINT "whatsapp_outbound_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbound_messages" ADD CONSTRAINT "whatsapp_outbound_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_webhook_events" ADD CONSTRAINT "whatsapp_webhook_events_account_id_whatsapp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."whatsapp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbound_wamid_uq" ON "whatsapp_outbound_messages" USING btree ("wamid") WHERE "whatsapp_outbound_messages"."wamid" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_outbound_due_idx" ON "whatsapp_outbound_messages" USING btree ("not_before") WHERE "whatsapp_outbound_messages"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "whatsapp_outbound_recipient_idx" ON "whatsapp_outbound_messages" USING btree ("account_id","recipient_wa_id","not_before" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whatsapp_outbound_conversation_idx" ON "whatsapp_outbound_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_webhook_events_dedupe_uq" ON "whatsapp_webhook_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "whatsapp_webhook_events_due_idx" ON "whatsapp_webhook_events" USING btree ("run_after") WHERE "whatsapp_webhook_events"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_accounts_phone_number_uq" ON "whatsapp_accounts" USING btree ("phone_number_id") WHERE "whatsapp_accounts"."phone_number_id" is not null;