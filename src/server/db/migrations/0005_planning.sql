-- Planning (issue 12): one note per user and month on cash_flow_projections, one item per category in a budget.
DROP INDEX IF EXISTS "cash_flow_projections_user_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_flow_projections_user_month_uq" ON "cash_flow_projections" USING btree ("user_id","projection_date");
--> statement-breakpoint
CREATE UNIQUE INDEX "budget_items_budget_category_uq" ON "budget_items" USING btree ("budget_id","category_id") WHERE "category_id" IS NOT NULL;
--> statement-breakpoint
-- Net Worth history (docs/decisions/052): per user and day, the change of total assets (debits − credits)
-- and liabilities (credits − debits) on the user's own accounts, kept by the database with the lines,
-- so a day-by-day history over years reads one row per day instead of every line.
CREATE TABLE "ledger_daily_totals" (
	"user_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"assets" numeric(20, 2) DEFAULT '0' NOT NULL,
	"liabilities" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_daily_totals_pk" PRIMARY KEY ("user_id", "entry_date")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "ledger_lines_move_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO ledger_daily_totals AS t (user_id, entry_date, assets, liabilities)
    SELECT a.user_id, n.entry_date,
      coalesce(sum(n.debit - n.credit) FILTER (WHERE a.account_type = 'ASSET'), 0),
      coalesce(sum(n.credit - n.debit) FILTER (WHERE a.account_type = 'LIABILITY'), 0)
    FROM new_lines n JOIN accounts a ON a.id = n.account_id
    WHERE a.system_key IS NULL AND a.account_type IN ('ASSET', 'LIABILITY')
    GROUP BY a.user_id, n.entry_date ORDER BY a.user_id, n.entry_date
    ON CONFLICT (user_id, entry_date) DO UPDATE
      SET assets = t.assets + excluded.assets, liabilities = t.liabilities + excluded.liabilities;
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE ledger_daily_totals t SET assets = t.assets - d.assets, liabilities = t.liabilities - d.liabilities
    FROM (
      SELECT a.user_id, o.entry_date,
        coalesce(sum(o.debit - o.credit) FILTER (WHERE a.account_type = 'ASSET'), 0) AS assets,
        coalesce(sum(o.credit - o.debit) FILTER (WHERE a.account_type = 'LIABILITY'), 0) AS liabilities
      FROM old_lines o JOIN accounts a ON a.id = o.account_id
      WHERE a.system_key IS NULL AND a.account_type IN ('ASSET', 'LIABILITY')
      GROUP BY a.user_id, o.entry_date
    ) d
    WHERE t.user_id = d.user_id AND t.entry_date = d.entry_date;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_insert_daily_totals" AFTER INSERT ON "journal_entry_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_move_daily_totals"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_delete_daily_totals" AFTER DELETE ON "journal_entry_lines" REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_move_daily_totals"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_update_daily_totals" AFTER UPDATE ON "journal_entry_lines" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_move_daily_totals"();
--> statement-breakpoint
INSERT INTO "ledger_daily_totals" ("user_id", "entry_date", "assets", "liabilities")
SELECT a.user_id, l.entry_date,
  coalesce(sum(l.debit - l.credit) FILTER (WHERE a.account_type = 'ASSET'), 0),
  coalesce(sum(l.credit - l.debit) FILTER (WHERE a.account_type = 'LIABILITY'), 0)
FROM journal_entry_lines l JOIN accounts a ON a.id = l.account_id
WHERE a.system_key IS NULL AND a.account_type IN ('ASSET', 'LIABILITY')
GROUP BY a.user_id, l.entry_date;
