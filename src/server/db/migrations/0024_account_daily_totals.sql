-- A year of actual income and spending at the size of a real household (issue 28, decision 161). The
-- cash-flow summary, budgets, Analytics and the forecast read it from the lines of every transaction
-- of the year joined with their entries: 20,000 lines and 100,000 entries at 100,000 transactions,
-- 180 ms a read. Debits less credits are now kept per income or expense account, day, currency and
-- entry kind by a statement trigger on the lines, as the daily net worth totals are (migration 0005):
-- a year is a few thousand rows. The lines carry their entry's kind, as they carry its date and
-- order, so that the lines deleted with an entry can be taken out of the totals. And each account
-- keeps how many lines it has beside its balance, so that a register's first page does not count
-- 80,000 lines to say how many there are (35 ms).
ALTER TABLE "accounts" ADD COLUMN "line_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "accounts" a SET "line_count" = c.n FROM (SELECT "account_id", count(*) AS n FROM "journal_entry_lines" GROUP BY "account_id") c WHERE a."id" = c."account_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "accounts_guard_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.current_balance <> 0 OR NEW.line_count <> 0 THEN
      RAISE EXCEPTION 'an account starts at 0; its balance moves only with journal lines' USING ERRCODE = '23514';
    END IF;
  ELSIF (NEW.current_balance IS DISTINCT FROM OLD.current_balance OR NEW.line_count IS DISTINCT FROM OLD.line_count)
    AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'current_balance moves only with journal lines' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- As in 0020 (every touched account locked first, in id order), now moving the line count with the
-- balance, one update per side instead of one per side and normal balance.
CREATE OR REPLACE FUNCTION "ledger_lines_move_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM accounts WHERE id IN (SELECT account_id FROM new_lines) ORDER BY id FOR UPDATE;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM accounts WHERE id IN (SELECT account_id FROM old_lines) ORDER BY id FOR UPDATE;
  ELSE
    PERFORM 1 FROM accounts
      WHERE id IN (SELECT account_id FROM new_lines UNION SELECT account_id FROM old_lines)
      ORDER BY id FOR UPDATE;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    UPDATE accounts a
      SET current_balance = a.current_balance + CASE WHEN a.normal_balance = 'debit' THEN d.delta ELSE -d.delta END,
        line_count = a.line_count + d.n
    FROM (SELECT n.account_id, sum(n.debit - n.credit) AS delta, count(*) AS n FROM new_lines n GROUP BY n.account_id) d
    WHERE a.id = d.account_id;
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE accounts a
      SET current_balance = a.current_balance - CASE WHEN a.normal_balance = 'debit' THEN d.delta ELSE -d.delta END,
        line_count = a.line_count - d.n
    FROM (SELECT o.account_id, sum(o.debit - o.credit) AS delta, count(*) AS n FROM old_lines o GROUP BY o.account_id) d
    WHERE a.id = d.account_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ADD COLUMN "entry_kind" text;--> statement-breakpoint
-- Copied without the lines' own triggers: no amount moves, and they would re-check every line.
ALTER TABLE "journal_entry_lines" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "journal_entry_lines" l SET "entry_kind" = e."kind" FROM "journal_entries" e WHERE e."id" = l."journal_entry_id";--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ALTER COLUMN "entry_kind" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "ledger_account_daily_totals" (
	"account_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"entry_kind" text NOT NULL,
	"net" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_account_daily_totals_pk" PRIMARY KEY("account_id","entry_date","currency","entry_kind")
);
--> statement-breakpoint
ALTER TABLE "ledger_account_daily_totals" ADD CONSTRAINT "ledger_account_daily_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "ledger_lines_move_account_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO ledger_account_daily_totals AS t (account_id, entry_date, currency, entry_kind, net)
    SELECT n.account_id, n.entry_date, n.currency, n.entry_kind, sum(n.debit - n.credit)
    FROM new_lines n JOIN accounts a ON a.id = n.account_id
    WHERE a.account_type IN ('INCOME', 'EXPENSE')
    GROUP BY n.account_id, n.entry_date, n.currency, n.entry_kind
    ORDER BY n.account_id, n.entry_date, n.currency, n.entry_kind
    ON CONFLICT (account_id, entry_date, currency, entry_kind) DO UPDATE SET net = t.net + excluded.net;
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE ledger_account_daily_totals t SET net = t.net - d.net
    FROM (
      SELECT o.account_id, o.entry_date, o.currency, o.entry_kind, sum(o.debit - o.credit) AS net
      FROM old_lines o JOIN accounts a ON a.id = o.account_id
      WHERE a.account_type IN ('INCOME', 'EXPENSE')
      GROUP BY o.account_id, o.entry_date, o.currency, o.entry_kind
    ) d
    WHERE t.account_id = d.account_id AND t.entry_date = d.entry_date AND t.currency = d.currency
      AND t.entry_kind = d.entry_kind;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Named to fire after ledger_lines_*_balances (triggers of one event fire in name order): every
-- writer then holds its accounts, locked in id order, before it touches a total, and two writers to
-- the same category and day queue instead of deadlocking.
CREATE TRIGGER "ledger_lines_insert_totals_by_account" AFTER INSERT ON "journal_entry_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_move_account_daily_totals"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_delete_totals_by_account" AFTER DELETE ON "journal_entry_lines" REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_move_account_daily_totals"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_update_totals_by_account" AFTER UPDATE ON "journal_entry_lines" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_move_account_daily_totals"();--> statement-breakpoint
-- A line carries its entry's kind: checked once per statement, like the entries' balance.
CREATE FUNCTION "ledger_lines_kind_of_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  SELECT n.journal_entry_id AS entry INTO off FROM new_lines n JOIN journal_entries e ON e.id = n.journal_entry_id
   WHERE e.kind <> n.entry_kind LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a line of journal entry % does not carry its kind', off.entry USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_insert_kind" AFTER INSERT ON "journal_entry_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_kind_of_entry"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_update_kind" AFTER UPDATE ON "journal_entry_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_kind_of_entry"();--> statement-breakpoint
INSERT INTO "ledger_account_daily_totals" ("account_id", "entry_date", "currency", "entry_kind", "net")
SELECT l.account_id, l.entry_date, l.currency, l.entry_kind, sum(l.debit - l.credit)
FROM journal_entry_lines l JOIN accounts a ON a.id = l.account_id
WHERE a.account_type IN ('INCOME', 'EXPENSE')
GROUP BY l.account_id, l.entry_date, l.currency, l.entry_kind;
--> statement-breakpoint
-- The recurring items without a scan of every transaction (forecast, cash-flow summary, bringing the
-- books current).
CREATE INDEX "transactions_recurring_idx" ON "transactions" USING btree ("user_id") WHERE "transactions"."is_recurring";
