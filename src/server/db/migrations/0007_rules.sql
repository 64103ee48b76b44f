-- Categorization rules (issue 22, docs/decisions/106): rules in the user's order with their conditions
-- (jsonb, no ids) and an optional account; their ordered actions; each "apply to existing" run with
-- what it changed, so it can be undone as one batch. Imports remember the date order they were read with.

CREATE TABLE "rule_actions" (
	"rule_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"category_id" uuid,
	"payee" text,
	CONSTRAINT "rule_actions_rule_id_position_pk" PRIMARY KEY("rule_id","position")
);
--> statement-breakpoint
CREATE TABLE "rule_run_changes" (
	"run_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"before_category_id" uuid,
	"before_description" text NOT NULL,
	"after_category_id" uuid,
	"after_description" text NOT NULL,
	CONSTRAINT "rule_run_changes_run_id_transaction_id_pk" PRIMARY KEY("run_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "rule_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_id" uuid,
	"summary" text NOT NULL,
	"changed" integer NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"account_id" uuid,
	"conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "date_format" text;--> statement-breakpoint
ALTER TABLE "rule_actions" ADD CONSTRAINT "rule_actions_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_actions" ADD CONSTRAINT "rule_actions_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_run_changes" ADD CONSTRAINT "rule_run_changes_run_id_rule_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."rule_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_run_changes" ADD CONSTRAINT "rule_run_changes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_run_changes" ADD CONSTRAINT "rule_run_changes_before_category_id_budget_categories_id_fk" FOREIGN KEY ("before_category_id") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_run_changes" ADD CONSTRAINT "rule_run_changes_after_category_id_budget_categories_id_fk" FOREIGN KEY ("after_category_id") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_runs" ADD CONSTRAINT "rule_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_runs" ADD CONSTRAINT "rule_runs_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rule_actions_category_idx" ON "rule_actions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "rule_run_changes_transaction_idx" ON "rule_run_changes" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "rule_runs_user_idx" ON "rule_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rules_user_position_idx" ON "rules" USING btree ("user_id","position");--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_conditions_array" CHECK (jsonb_typeof("conditions") = 'array');--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_position_not_negative" CHECK ("position" >= 0);--> statement-breakpoint
ALTER TABLE "rule_actions" ADD CONSTRAINT "rule_actions_kind" CHECK (
	("kind" = 'set_category' AND "category_id" IS NOT NULL AND "payee" IS NULL)
	OR ("kind" = 'rename_payee' AND "payee" IS NOT NULL AND "category_id" IS NULL)
);
