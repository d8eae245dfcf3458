ALTER TABLE "appointments" ADD COLUMN "owner_invite_appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "owner_invite_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_from_id" uuid;--> statement-breakpoint
-- Appointments already booked on the built-in calendar sent their owner an invite under their own UID.
UPDATE "appointments" SET "owner_invite_appointment_id" = "appointments"."id"
FROM "calendar_integrations"
WHERE "calendar_integrations"."id" = "appointments"."integration_id"
  AND "calendar_integrations"."provider" = 'leadchat'
  AND "appointments"."status" <> 'pending';
