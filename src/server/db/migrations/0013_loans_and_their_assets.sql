-- Loans and what they bought (issue 21, decision 128): whether the loan created its asset account or
-- links to one the user owns, the day the loan was added, and whether the payments due by then were
-- posted against the funding account. Rows added before this migration created their assets and
-- posted every payment from the funding account, so the defaults keep their books as they are.

ALTER TABLE "loans" ADD COLUMN "asset_owned" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "recorded_on" date DEFAULT CURRENT_DATE NOT NULL;--> statement-breakpoint
UPDATE "loans" SET "recorded_on" = "created_at"::date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "post_past_payments" boolean DEFAULT true NOT NULL;
