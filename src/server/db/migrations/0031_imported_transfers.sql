-- A statement row imported as the other side of a transaction already in another account (decision
-- 189): that transaction became a transfer, and this row remembers which import made it one, so that
-- undoing the import turns it back.
CREATE TABLE "imported_transfers" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"bank_id" text
);
--> statement-breakpoint
ALTER TABLE "imported_transfers" ADD CONSTRAINT "imported_transfers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_transfers" ADD CONSTRAINT "imported_transfers_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_transfers" ADD CONSTRAINT "imported_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_transfers_import_idx" ON "imported_transfers" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imported_transfers_bank_idx" ON "imported_transfers" USING btree ("account_id","bank_id") WHERE "imported_transfers"."bank_id" is not null;--> statement-breakpoint
-- Writes in replica mode check this table's keys once per statement, as every other table's
-- (migration 0028).
CREATE TRIGGER "checked_references_on_insert" AFTER INSERT ON "imported_transfers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (current_setting('session_replication_role') = 'replica')
  EXECUTE FUNCTION "references_exist"();--> statement-breakpoint
CREATE TRIGGER "checked_references_on_update" AFTER UPDATE ON "imported_transfers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (current_setting('session_replication_role') = 'replica')
  EXECUTE FUNCTION "references_exist"();--> statement-breakpoint
-- Replica mode skips a trigger not marked ALWAYS: these must fire in it (migration 0028).
ALTER TABLE "imported_transfers" ENABLE ALWAYS TRIGGER "checked_references_on_insert";--> statement-breakpoint
ALTER TABLE "imported_transfers" ENABLE ALWAYS TRIGGER "checked_references_on_update";
