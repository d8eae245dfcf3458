CREATE TABLE "chat_slot_offers" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"slots" jsonb NOT NULL,
	"timezone" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_slot_offers" ADD CONSTRAINT "chat_slot_offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;