-- Splits and notes (issue 23, decision 141). A split transaction keeps its parts in order, each a
-- category and a positive share of the amount; its journal entry posts one line per part. Notes hold a
-- bank file's memo or the user's own words, searched beside the payee through their own trigram index
-- (only rows that have notes are in it).

CREATE TABLE "transaction_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category_id" uuid,
	"amount" numeric(15, 2) NOT NULL,
	"memo" text,
	CONSTRAINT "transaction_splits_amount_positive" CHECK ("transaction_splits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_splits_position_uq" ON "transaction_splits" USING btree ("transaction_id","position");--> statement-breakpoint
CREATE INDEX "transaction_splits_category_idx" ON "transaction_splits" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "transactions_notes_search_idx" ON "transactions" USING gin (lower(translate("notes", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪĮìíîïīįŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰùúûüūůűÝŸýÿŹŻŽźżž', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz')) gin_trgm_ops) WITH (fastupdate=false) WHERE "transactions"."notes" is not null;--> statement-breakpoint

-- The parts of a split always add up to its amount, and belong to the same user: checked when the
-- database transaction commits, so the parts and the row can be written in any order.
CREATE FUNCTION "transaction_splits_sum"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tid uuid;
  parts numeric;
  n integer;
  owner_mismatch boolean;
  total numeric;
BEGIN
  IF TG_TABLE_NAME = 'transactions' THEN
    IF TG_OP = 'DELETE' THEN RETURN NULL; END IF;
    tid := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN tid := OLD.transaction_id; ELSE tid := NEW.transaction_id; END IF;
  SELECT count(*), coalesce(sum(s.amount), 0), coalesce(bool_or(s.user_id <> t.user_id), false), min(t.amount)
    INTO n, parts, owner_mismatch, total
    FROM transaction_splits s JOIN transactions t ON t.id = s.transaction_id
   WHERE s.transaction_id = tid;
  IF n > 0 AND (parts <> total OR owner_mismatch) THEN
    RAISE EXCEPTION 'the parts of transaction % add up to %, not %', tid, parts, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transaction_splits_sum" AFTER INSERT OR UPDATE OR DELETE ON "transaction_splits" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "transaction_splits_sum"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transactions_splits_sum" AFTER UPDATE OF "amount" ON "transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "transaction_splits_sum"();
