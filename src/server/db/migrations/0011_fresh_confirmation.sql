-- Fresh confirmation before exporting the whole book or deleting the account (decision 134): when the
-- session last confirmed its second factor, beside when it signed in (created_at).

ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;
