-- Issue 11: a double booking is impossible even across server processes. Two live (pending or confirmed)
-- appointments of one website and resource may not overlap; a concurrent insert of the same time fails with 23P01
-- (exclusion_violation), which the booking service answers with "that time was just taken" and fresh slots.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
  "website_id" WITH =,
  "resource" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));
