-- Imports at the speed of the disk (issue 28, decision 159). The ledger version (decision 047) was
-- bumped by deferred row triggers: every changed row of accounts, journal entries, loans and exchange
-- rates queued an event that ran at commit, fetched its row again and called a function only to find
-- the user's version already bumped. A 5,000-row import queued 5,000 such events. Each trigger now has
-- a WHEN condition, evaluated as the row changes, that lets through only the first change of each user
-- in the transaction: one event per user per transaction, still deferred, so the version row is still
-- locked last, at commit. The mark lives in a transaction-local setting, so it goes with a rolled-back
-- savepoint together with the event it let through.
CREATE FUNCTION "ledger_version_first_change"(uid uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  queued text := coalesce(current_setting('networth.version_queued', true), '');
BEGIN
  IF uid IS NULL OR position(uid::text IN queued) > 0 THEN RETURN false; END IF;
  PERFORM set_config('networth.version_queued', queued || uid::text || ' ', true);
  RETURN true;
END $$;
--> statement-breakpoint
DROP TRIGGER "ledger_version_accounts" ON "accounts";--> statement-breakpoint
DROP TRIGGER "ledger_version_journal_entries" ON "journal_entries";--> statement-breakpoint
DROP TRIGGER "ledger_version_loans" ON "loans";--> statement-breakpoint
DROP TRIGGER "ledger_version_exchange_rates" ON "exchange_rates";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_accounts_insert" AFTER INSERT ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(NEW.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(NEW.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_accounts_update" AFTER UPDATE ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(NEW.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(NEW.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_accounts_delete" AFTER DELETE ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(OLD.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(OLD.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_journal_entries_insert" AFTER INSERT ON "journal_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(NEW.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(NEW.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_journal_entries_update" AFTER UPDATE ON "journal_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(NEW.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(NEW.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_journal_entries_delete" AFTER DELETE ON "journal_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(OLD.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(OLD.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_loans_insert" AFTER INSERT ON "loans" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(NEW.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(NEW.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_loans_update" AFTER UPDATE ON "loans" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(NEW.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(NEW.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_loans_delete" AFTER DELETE ON "loans" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(OLD.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(OLD.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_exchange_rates_insert" AFTER INSERT ON "exchange_rates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(NEW.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(NEW.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_exchange_rates_update" AFTER UPDATE ON "exchange_rates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(NEW.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(NEW.user_id)) EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_exchange_rates_delete" AFTER DELETE ON "exchange_rates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (position(OLD.user_id::text IN coalesce(current_setting('networth.version_queued', true), '')) = 0 AND ledger_version_first_change(OLD.user_id)) EXECUTE FUNCTION "ledger_bump_version"();
