CREATE TABLE "email_suppressions" (
	"website_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_website_id_email_pk" PRIMARY KEY("website_id","email")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"website_id" uuid PRIMARY KEY NOT NULL,
	"alert_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_email_alert_on" boolean DEFAULT false NOT NULL,
	"alert_phone" text,
	"is_sms_alert_on" boolean DEFAULT false NOT NULL,
	"alert_kinds" text[] DEFAULT '{new_lead,callback_requested,booking_requested,booking_confirmed,booking_cancelled}'::text[] NOT NULL,
	"business_phone" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"quiet_hours_start" integer DEFAULT 20 NOT NULL,
	"quiet_hours_end" integer DEFAULT 8 NOT NULL,
	"is_follow_up_email_on" boolean DEFAULT false NOT NULL,
	"follow_up_email_template" text,
	"is_follow_up_sms_on" boolean DEFAULT false NOT NULL,
	"follow_up_sms_template" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"outcome" text NOT NULL,
	"status_code" integer,
	"response_excerpt" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"website_id" uuid,
	"conversation_id" uuid,
	"recipient" text NOT NULL,
	"subject" text,
	"text_body" text,
	"html_body" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempt_started_at" timestamp with time zone,
	"provider" text,
	"provider_message_id" text,
	"provider_status" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"wording" text NOT NULL,
	"ip_address" text,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_suppressions" (
	"phone" text PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"sealed_secret" text NOT NULL,
	"sealed_previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_attempts" ADD CONSTRAINT "outbound_attempts_message_id_outbound_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbound_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_attempts_message_idx" ON "outbound_attempts" USING btree ("message_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_idempotency_uq" ON "outbound_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbound_messages_due_idx" ON "outbound_messages" USING btree ("available_at") WHERE "outbound_messages"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "outbound_messages_conversation_idx" ON "outbound_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_website_idx" ON "outbound_messages" USING btree ("website_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_provider_message_uq" ON "outbound_messages" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_consents_conversation_phone_uq" ON "sms_consents" USING btree ("conversation_id","phone");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_website_idx" ON "webhook_endpoints" USING btree ("website_id");