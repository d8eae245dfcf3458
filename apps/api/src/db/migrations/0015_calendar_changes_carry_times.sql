-- The calendar cache (features/calendar/calendar-cache.ts) no longer recomputes a website's whole window after every
-- booking: a new live appointment is announced with its times ('<website id> <resource> <start ms> <end ms>'), and
-- each process removes that time from its cached free slots. Every other change still names just the website (the
-- entry is dropped and read again), except updates that leave the busy times as they were (pending → confirmed, a
-- provider reference, a note), which announce nothing. Replaces the function of migration 0013; triggers unchanged.
CREATE OR REPLACE FUNCTION "notify_calendar_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('leadchat_calendar_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'appointments' THEN
    IF TG_OP = 'INSERT' THEN
      IF NEW.status IN ('pending', 'confirmed') THEN
        PERFORM pg_notify('leadchat_calendar_changes', NEW.website_id::text || ' ' || NEW.resource || ' ' ||
          floor(extract(epoch from NEW.starts_at) * 1000)::bigint::text || ' ' ||
          ceil(extract(epoch from NEW.ends_at) * 1000)::bigint::text);
      END IF;
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE'
      AND OLD.website_id = NEW.website_id AND OLD.resource = NEW.resource
      AND OLD.starts_at = NEW.starts_at AND OLD.ends_at = NEW.ends_at
      AND (OLD.status IN ('pending', 'confirmed')) = (NEW.status IN ('pending', 'confirmed')) THEN
      RETURN NULL;
    END IF;
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
