-- Currencies in the ledger (issue 24, decision 147). Every line says the currency of its amounts; an
-- ASSET or LIABILITY account holds one currency and every line on it is in that currency; income,
-- expense and equity accounts hold any. Existing books are all in US dollars, the default.

ALTER TABLE "accounts" ADD COLUMN "currency" varchar(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ADD COLUMN "currency" varchar(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint

-- Every entry balances in each currency it holds (decision 024, now per currency), checked when the
-- transaction commits.
CREATE OR REPLACE FUNCTION "ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry uuid;
  off record;
BEGIN
  IF TG_OP = 'DELETE' THEN entry := OLD.journal_entry_id; ELSE entry := NEW.journal_entry_id; END IF;
  SELECT currency, sum(debit - credit) AS diff INTO off
    FROM journal_entry_lines WHERE journal_entry_id = entry
    GROUP BY currency HAVING sum(debit - credit) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance in % (debits - credits = %)', entry, off.currency, off.diff
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- A line on an asset or liability is in that account's currency: one statement checks the lines it wrote.
CREATE FUNCTION "ledger_lines_in_account_currency"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT l.account_id, l.currency, a.currency AS held INTO bad
    FROM new_lines l JOIN accounts a ON a.id = l.account_id
   WHERE a.account_type IN ('ASSET', 'LIABILITY') AND l.currency <> a.currency LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a line in % on account % that holds %', bad.currency, bad.account_id, bad.held
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_insert_currency" AFTER INSERT ON "journal_entry_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_in_account_currency"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_update_currency" AFTER UPDATE ON "journal_entry_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_in_account_currency"();--> statement-breakpoint

-- An account's currency changes only while nothing is posted to it.
CREATE FUNCTION "accounts_guard_currency"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM journal_entry_lines WHERE account_id = NEW.id) THEN
    RAISE EXCEPTION 'account % has entries: its currency cannot change', NEW.id USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_guard_currency" BEFORE UPDATE OF "currency" ON "accounts" FOR EACH ROW WHEN (OLD.currency IS DISTINCT FROM NEW.currency) EXECUTE FUNCTION "accounts_guard_currency"();
