CREATE TABLE "owner_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "mode" text DEFAULT 'assistant' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "mode_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "human_user_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "human_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "human_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "human_request_followed_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "live_chat_idle_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_presence" ADD CONSTRAINT "owner_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_human_user_id_user_id_fk" FOREIGN KEY ("human_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_human_active_idx" ON "conversations" USING btree ("human_active_at") WHERE "conversations"."mode" = 'human';--> statement-breakpoint
CREATE INDEX "conversations_human_requested_idx" ON "conversations" USING btree ("human_requested_at") WHERE "conversations"."human_requested_at" is not null and "conversations"."human_request_followed_up_at" is null;--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_mode_values" CHECK ("conversations"."mode" in ('assistant', 'human'));--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_live_chat_idle_minutes_range" CHECK ("websites"."live_chat_idle_minutes" between 5 and 1440);