ALTER TABLE "loans" ADD COLUMN "paid_off_on" date;--> statement-breakpoint
UPDATE "loans" SET "paid_off_on" = ("start_date" + make_interval(months => "term_years" * 12))::date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;
