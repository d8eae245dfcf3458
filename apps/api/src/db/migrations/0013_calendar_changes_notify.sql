-- Every process caches each website's bookable calendar (features/calendar/calendar-cache.ts: the booking
-- integration, its hours and the live appointments' times). Any change to an appointment or a calendar integration,
-- from a booking, a cancellation, a worker, another process or a hand edit, tells every listening process which
-- website changed (delivered on commit; repeats within one transaction are collapsed by PostgreSQL); TRUNCATE asks
-- them to forget everything ('*'). Website changes already arrive on leadchat_website_changes (migration 0003).
CREATE OR REPLACE FUNCTION "notify_calendar_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('leadchat_calendar_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('leadchat_calendar_changes', OLD.website_id::text);
  ELSE
    PERFORM pg_notify('leadchat_calendar_changes', NEW.website_id::text);
    IF TG_OP = 'UPDATE' AND OLD.website_id IS DISTINCT FROM NEW.website_id THEN
      PERFORM pg_notify('leadchat_calendar_changes', OLD.website_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointments_notify_changed" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "notify_calendar_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointments_notify_truncated" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_notify_truncated" AFTER TRUNCATE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_calendar_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "calendar_integrations_notify_changed" ON "calendar_integrations";
--> statement-breakpoint
CREATE TRIGGER "calendar_integrations_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "calendar_integrations"
  FOR EACH ROW EXECUTE FUNCTION "notify_calendar_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "calendar_integrations_notify_truncated" ON "calendar_integrations";
--> statement-breakpoint
CREATE TRIGGER "calendar_integrations_notify_truncated" AFTER TRUNCATE ON "calendar_integrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_calendar_changed"();
