-- Imports at the speed of the disk (issue 28, decision 156). Every line inserted queued a check of its
-- entry at commit: a 5,000-row import ran 10,000 checks, each summing its entry's lines again. Lines
-- written whole, every entry's lines in one statement (src/server/ledger/insert-entries.ts sets
-- networth.whole_entries for the rest of the transaction), are now checked once, at the end of that
-- statement, every entry it touched in one query. Other inserted lines, and every update and delete,
-- are still checked per entry at commit, so an entry may be changed in several statements as before.

CREATE FUNCTION "ledger_whole_entries_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  IF coalesce(current_setting('networth.whole_entries', true), '') <> 'on' THEN RETURN NULL; END IF;
  SELECT l.journal_entry_id AS entry, l.currency, sum(l.debit - l.credit) AS diff INTO off
    FROM journal_entry_lines l
   WHERE l.journal_entry_id IN (SELECT n.journal_entry_id FROM new_lines n)
   GROUP BY l.journal_entry_id, l.currency HAVING sum(l.debit - l.credit) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance in % (debits - credits = %)', off.entry, off.currency, off.diff
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_insert_balanced" AFTER INSERT ON "journal_entry_lines" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_whole_entries_balanced"();--> statement-breakpoint
DROP TRIGGER "ledger_entry_balanced" ON "journal_entry_lines";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entry_balanced" AFTER UPDATE OR DELETE ON "journal_entry_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entry_balanced_insert" AFTER INSERT ON "journal_entry_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (coalesce(current_setting('networth.whole_entries', true), '') <> 'on') EXECUTE FUNCTION "ledger_entry_balanced"();
--> statement-breakpoint

-- The search indexes (decision 135) take new rows into a pending list again, merged into the index
-- once it passes 64 kB (the least PostgreSQL allows) instead of row by row: writing a 5,000-row import
-- into the trigram index cost three times the insert of the rows themselves. A search scans at most
-- those 64 kB beside the index, so it stays an index search without any vacuum (decision 156).
ALTER INDEX "transactions_search_idx" SET (fastupdate = on, gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "transactions_notes_search_idx" SET (fastupdate = on, gin_pending_list_limit = 64);
