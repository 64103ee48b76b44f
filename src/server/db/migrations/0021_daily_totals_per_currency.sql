-- Net Worth history per currency (issue 24, decision 153). The per-day totals of assets and
-- liabilities added lines in every currency into one number; they are now kept per day and currency,
-- so the history converts each currency's balance at each date's rate. Rebuilt from the lines.
ALTER TABLE "ledger_daily_totals" ADD COLUMN "currency" varchar(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" DROP CONSTRAINT "ledger_daily_totals_pk";
--> statement-breakpoint
DELETE FROM "ledger_daily_totals";
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_pk" PRIMARY KEY("user_id","entry_date","currency");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_lines_move_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO ledger_daily_totals AS t (user_id, entry_date, currency, assets, liabilities)
    SELECT a.user_id, n.entry_date, n.currency,
      coalesce(sum(n.debit - n.credit) FILTER (WHERE a.account_type = 'ASSET'), 0),
      coalesce(sum(n.credit - n.debit) FILTER (WHERE a.account_type = 'LIABILITY'), 0)
    FROM new_lines n JOIN accounts a ON a.id = n.account_id
    WHERE a.system_key IS NULL AND a.account_type IN ('ASSET', 'LIABILITY')
    GROUP BY a.user_id, n.entry_date, n.currency ORDER BY a.user_id, n.entry_date, n.currency
    ON CONFLICT (user_id, entry_date, currency) DO UPDATE
      SET assets = t.assets + excluded.assets, liabilities = t.liabilities + excluded.liabilities;
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE ledger_daily_totals t SET assets = t.assets - d.assets, liabilities = t.liabilities - d.liabilities
    FROM (
      SELECT a.user_id, o.entry_date, o.currency,
        coalesce(sum(o.debit - o.credit) FILTER (WHERE a.account_type = 'ASSET'), 0) AS assets,
        coalesce(sum(o.credit - o.debit) FILTER (WHERE a.account_type = 'LIABILITY'), 0) AS liabilities
      FROM old_lines o JOIN accounts a ON a.id = o.account_id
      WHERE a.system_key IS NULL AND a.account_type IN ('ASSET', 'LIABILITY')
      GROUP BY a.user_id, o.entry_date, o.currency
    ) d
    WHERE t.user_id = d.user_id AND t.entry_date = d.entry_date AND t.currency = d.currency;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "ledger_daily_totals" ("user_id", "entry_date", "currency", "assets", "liabilities")
SELECT a.user_id, l.entry_date, l.currency,
  coalesce(sum(l.debit - l.credit) FILTER (WHERE a.account_type = 'ASSET'), 0),
  coalesce(sum(l.credit - l.debit) FILTER (WHERE a.account_type = 'LIABILITY'), 0)
FROM journal_entry_lines l JOIN accounts a ON a.id = l.account_id
WHERE a.system_key IS NULL AND a.account_type IN ('ASSET', 'LIABILITY')
GROUP BY a.user_id, l.entry_date, l.currency;
--> statement-breakpoint
-- Reports convert with the rates and into the base currency (decision 153): a rate added, changed or
-- removed, or another base currency, changes what a ledger read shows, so it moves the ledger version
-- (decision 047) like an entry does, and no cached answer outlives it.
CREATE CONSTRAINT TRIGGER "ledger_version_exchange_rates" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_bump_version"();
--> statement-breakpoint
CREATE FUNCTION "ledger_bump_version_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_state SET version = version + 1 WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_base_currency" AFTER UPDATE OF "base_currency" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.base_currency IS DISTINCT FROM NEW.base_currency) EXECUTE FUNCTION "ledger_bump_version_of_user"();
