-- When Meta confirmed, with the account's own token, that the WhatsApp number belongs to the business account
-- (decision 0130). Inbound messages are routed only to confirmed numbers: rows connected before the check stay
-- null until their owner replaces the token, which checks it with Meta.
ALTER TABLE "whatsapp_accounts" ADD COLUMN "meta_confirmed_at" timestamp with time zone;
