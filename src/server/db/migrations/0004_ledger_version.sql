-- The per-user ledger version (ledger_state.version) moves whenever anything a ledger read shows
-- changes: accounts (balances, names, categories), journal entries, loans. Readers compare it to the
-- version their cached answer was made at (docs/decisions/047), on any instance.
-- Deferred to commit, and once per user per transaction: the version row is locked last, after every
-- other lock the transaction takes, so two writers never wait on each other in a cycle.
CREATE FUNCTION "ledger_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid uuid;
  bumped text := coalesce(current_setting('networth.version_bumped', true), '');
BEGIN
  IF TG_OP = 'DELETE' THEN uid := OLD.user_id; ELSE uid := NEW.user_id; END IF;
  IF position(uid::text IN bumped) > 0 THEN RETURN NULL; END IF;
  UPDATE ledger_state SET version = version + 1 WHERE user_id = uid;
  PERFORM set_config('networth.version_bumped', bumped || uid::text || ' ', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_accounts" AFTER INSERT OR UPDATE OR DELETE ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_journal_entries" AFTER INSERT OR UPDATE OR DELETE ON "journal_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_bump_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_version_loans" AFTER INSERT OR UPDATE OR DELETE ON "loans" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_bump_version"();
