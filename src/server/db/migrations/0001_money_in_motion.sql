-- Money in motion (issue 10, docs/decisions/023-025): transactions post to accounts, categories are
-- income and expense accounts, balance assertions, a per-user "posted through" date, and the database
-- itself keeps the books: every entry balances and every cached balance equals its account's lines.

ALTER TABLE "budget_categories" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "budget_categories" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "budget_categories" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_categories_user_slug_uq" ON "budget_categories" USING btree ("user_id","type","slug") WHERE "budget_categories"."slug" is not null;--> statement-breakpoint

ALTER TABLE "transactions" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "to_account_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "recurring_parent_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "posted_through" date;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recurring_parent_id_fk" FOREIGN KEY ("recurring_parent_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_occurrence_uq" ON "transactions" USING btree ("recurring_parent_id","occurrence_date") WHERE "transactions"."recurring_parent_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_account_idx" ON "transactions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "transactions_to_account_idx" ON "transactions" USING btree ("to_account_id");--> statement-breakpoint

ALTER TABLE "journal_entries" ADD COLUMN "kind" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_transaction_uq" ON "journal_entries" USING btree ("transaction_id") WHERE "journal_entries"."transaction_id" is not null;--> statement-breakpoint
UPDATE "journal_entries" SET "kind" = CASE
  WHEN "loan_period" IS NOT NULL THEN 'loan_payment'
  WHEN "description" LIKE 'Opening balance%' THEN 'opening'
  WHEN "description" LIKE 'Value change%' THEN 'revaluation'
  WHEN "description" LIKE 'Loan origination%' THEN 'loan'
  WHEN "description" LIKE 'Extra payment%' THEN 'extra_payment'
  ELSE 'manual' END;--> statement-breakpoint

-- Lines carry their entry's date and order, so a register page and a dated balance are index scans.
ALTER TABLE "journal_entry_lines" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ADD COLUMN "entry_seq" bigint;--> statement-breakpoint
UPDATE "journal_entry_lines" l SET "entry_date" = e."entry_date", "entry_seq" = e."seq" FROM "journal_entries" e WHERE e."id" = l."journal_entry_id";--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ALTER COLUMN "entry_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ALTER COLUMN "entry_seq" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "journal_lines_account_date_idx" ON "journal_entry_lines" USING btree ("account_id","entry_date","entry_seq");--> statement-breakpoint
-- Checked at commit instead of restrict: deleting a whole user removes lines and accounts together.
ALTER TABLE "journal_entry_lines" DROP CONSTRAINT "journal_entry_lines_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ADD CONSTRAINT "journal_entry_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint

CREATE TABLE "balance_assertions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"assert_date" date NOT NULL,
	"balance" numeric(15, 2) NOT NULL,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "balance_assertions" ADD CONSTRAINT "balance_assertions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_assertions" ADD CONSTRAINT "balance_assertions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_assertions" ADD CONSTRAINT "balance_assertions_journal_entry_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_assertions_account_date_uq" ON "balance_assertions" USING btree ("account_id","assert_date");--> statement-breakpoint

CREATE TABLE "ledger_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"posted_through" date,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE "ledger_state" ADD CONSTRAINT "ledger_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Cached balances move with their lines, inside the statement that writes the lines, and only then.
CREATE FUNCTION "ledger_lines_move_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    UPDATE accounts a SET current_balance = a.current_balance + d.delta
    FROM (SELECT n.account_id, sum(n.debit - n.credit) AS delta FROM new_lines n GROUP BY n.account_id) d
    WHERE a.id = d.account_id AND d.delta <> 0 AND a.normal_balance = 'debit';
    UPDATE accounts a SET current_balance = a.current_balance - d.delta
    FROM (SELECT n.account_id, sum(n.debit - n.credit) AS delta FROM new_lines n GROUP BY n.account_id) d
    WHERE a.id = d.account_id AND d.delta <> 0 AND a.normal_balance <> 'debit';
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE accounts a SET current_balance = a.current_balance - d.delta
    FROM (SELECT o.account_id, sum(o.debit - o.credit) AS delta FROM old_lines o GROUP BY o.account_id) d
    WHERE a.id = d.account_id AND d.delta <> 0 AND a.normal_balance = 'debit';
    UPDATE accounts a SET current_balance = a.current_balance + d.delta
    FROM (SELECT o.account_id, sum(o.debit - o.credit) AS delta FROM old_lines o GROUP BY o.account_id) d
    WHERE a.id = d.account_id AND d.delta <> 0 AND a.normal_balance <> 'debit';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_insert_balances" AFTER INSERT ON "journal_entry_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_move_balances"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_delete_balances" AFTER DELETE ON "journal_entry_lines" REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_move_balances"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_update_balances" AFTER UPDATE ON "journal_entry_lines" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_move_balances"();--> statement-breakpoint

-- Nothing but the trigger above may set a cached balance: a direct write is refused.
CREATE FUNCTION "accounts_guard_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.current_balance <> 0 THEN
      RAISE EXCEPTION 'an account starts at 0; its balance moves only with journal lines' USING ERRCODE = '23514';
    END IF;
  ELSIF NEW.current_balance IS DISTINCT FROM OLD.current_balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'current_balance moves only with journal lines' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_guard_balance" BEFORE INSERT OR UPDATE ON "accounts" FOR EACH ROW EXECUTE FUNCTION "accounts_guard_balance"();--> statement-breakpoint

-- Every entry balances (debits = credits), checked when the transaction commits.
CREATE FUNCTION "ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry uuid;
  diff numeric;
BEGIN
  IF TG_OP = 'DELETE' THEN entry := OLD.journal_entry_id; ELSE entry := NEW.journal_entry_id; END IF;
  SELECT coalesce(sum(debit - credit), 0) INTO diff FROM journal_entry_lines WHERE journal_entry_id = entry;
  IF diff <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance (debits - credits = %)', entry, diff USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entry_balanced" AFTER INSERT OR UPDATE OR DELETE ON "journal_entry_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balanced"();--> statement-breakpoint

-- Lines never carry negative amounts, and carry their entry's date.
ALTER TABLE "journal_entry_lines" ADD CONSTRAINT "journal_lines_non_negative" CHECK ("debit" >= 0 AND "credit" >= 0);
