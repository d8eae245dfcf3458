-- The per-client booking cap counts one address's live appointments by this index (booking.service.ts), not by a
-- scan of every upcoming appointment of the website.
CREATE INDEX "appointments_client_live_idx" ON "appointments" USING btree ("website_id","client_key") WHERE "appointments"."status" in ('pending', 'confirmed');