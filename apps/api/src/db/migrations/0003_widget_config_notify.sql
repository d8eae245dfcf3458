-- Every process caches widget configs in memory (features/widget-config/widget-config.cache.ts). Any change to a
-- website row, from the API, another process, a cascade from a deleted user or a hand edit, tells every listening
-- process which website changed (delivered on commit); TRUNCATE asks them to forget everything ('*').
CREATE OR REPLACE FUNCTION "notify_website_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('leadchat_website_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('leadchat_website_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('leadchat_website_changes', NEW.id::text);
    IF TG_OP = 'UPDATE' AND OLD.id IS DISTINCT FROM NEW.id THEN
      PERFORM pg_notify('leadchat_website_changes', OLD.id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "websites_notify_changed" ON "websites";
--> statement-breakpoint
CREATE TRIGGER "websites_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "websites"
  FOR EACH ROW EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "websites_notify_truncated" ON "websites";
--> statement-breakpoint
CREATE TRIGGER "websites_notify_truncated" AFTER TRUNCATE ON "websites"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
