-- Money in every currency, the foundation (issue 24, decisions 142 and 143): the person's base
-- (reporting) currency, and their dated exchange rates, "1 base = rate quote", exact to 12
-- significant digits, one a pair and date.

ALTER TABLE "users" ADD COLUMN "base_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rate_date" date NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(30, 18) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("rate" > 0),
	CONSTRAINT "exchange_rates_two_currencies" CHECK ("base" <> "quote"),
	CONSTRAINT "exchange_rates_source_known" CHECK ("source" IN ('manual', 'file', 'transfer'))
);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_user_pair_date_idx" ON "exchange_rates" USING btree ("user_id","base","quote","rate_date");
