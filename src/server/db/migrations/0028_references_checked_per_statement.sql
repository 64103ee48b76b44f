-- An import's foreign keys checked once per statement instead of once per row (issue 28, decision 174).
-- A 20,000-row import made 16 checks per row, each a look-up and a lock of the row it names: over a
-- third of the commit's time on the embedded database. The import's inserts now run with
-- session_replication_role = replica (src/server/db/references-per-statement.ts), in which PostgreSQL
-- skips its per-row foreign-key triggers; these statement triggers then check every foreign key of the
-- rows the statement wrote, each key once, and lock the rows named as the per-row check does, and
-- carry out each key's action on delete for all the statement's rows at once. In every other
-- statement the foreign keys work as before: these triggers fire only in replica mode.

-- Each foreign key with its first column and the column it names, as the triggers below read them.
CREATE VIEW "foreign_key_columns" AS
  SELECT c.conname, c.conrelid AS child_rel, c.confrelid AS parent_rel, c.confdeltype AS on_delete,
    cardinality(c.conkey) AS width, c.conrelid::regclass::text AS child, a.attname AS col,
    c.confrelid::regclass::text AS parent, pa.attname AS parent_col
  FROM pg_constraint c
  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
  JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
  WHERE c.contype = 'f';--> statement-breakpoint
CREATE FUNCTION "references_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fk record;
  named bigint;
  held bigint;
  missing text;
BEGIN
  FOR fk IN
    SELECT k.conname, k.width, k.col, k.parent, k.parent_col FROM foreign_key_columns k
    WHERE k.child_rel = TG_RELID ORDER BY k.conname
  LOOP
    IF fk.width <> 1 THEN
      RAISE EXCEPTION 'foreign key % has more than one column: it cannot be checked per statement', fk.conname;
    END IF;
    EXECUTE format('SELECT count(DISTINCT %I) FROM new_rows', fk.col) INTO named;
    CONTINUE WHEN named = 0;
    -- The rows named, locked as the per-row check locks them: none can go before this transaction ends.
    EXECUTE format(
      'SELECT count(*) FROM (SELECT 1 FROM %s p WHERE p.%I IN (SELECT %I FROM new_rows) FOR KEY SHARE OF p) held',
      fk.parent, fk.parent_col, fk.col) INTO held;
    CONTINUE WHEN held = named;
    EXECUTE format(
      'SELECT n.%1$I::text FROM new_rows n WHERE n.%1$I IS NOT NULL AND NOT EXISTS (SELECT 1 FROM %2$s p WHERE p.%3$I = n.%1$I) LIMIT 1',
      fk.col, fk.parent, fk.parent_col) INTO missing;
    RAISE EXCEPTION 'insert or update on table "%" violates foreign key constraint "%"', TG_TABLE_NAME, fk.conname
      USING ERRCODE = '23503', CONSTRAINT = fk.conname, TABLE = TG_TABLE_NAME,
        DETAIL = format('Key (%s)=(%s) is not present in table "%s".', fk.col, missing, fk.parent);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- In replica mode a delete neither cascades nor is refused by the keys that name its rows: this does
-- it for the whole statement. ON DELETE CASCADE deletes the rows that name the deleted ones, SET NULL
-- empties their key, and NO ACTION refuses the delete while any row still names them (at the end of
-- the statement: stricter than a deferred key, which waits for the commit).
CREATE FUNCTION "references_follow_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fk record;
  left_over text;
BEGIN
  FOR fk IN
    SELECT k.conname, k.on_delete AS action, k.width, k.child, k.col, k.parent_col FROM foreign_key_columns k
    WHERE k.parent_rel = TG_RELID ORDER BY k.conname
  LOOP
    IF fk.width <> 1 OR fk.action NOT IN ('c', 'n', 'a') THEN
      RAISE EXCEPTION 'foreign key % cannot be followed per statement', fk.conname;
    END IF;
    IF fk.action = 'c' THEN
      EXECUTE format('DELETE FROM %s WHERE %I IN (SELECT %I FROM old_rows)', fk.child, fk.col, fk.parent_col);
    ELSIF fk.action = 'n' THEN
      EXECUTE format('UPDATE %s SET %I = NULL WHERE %I IN (SELECT %I FROM old_rows)', fk.child, fk.col, fk.col,
        fk.parent_col);
    ELSE
      EXECUTE format('SELECT %I::text FROM %s WHERE %I IN (SELECT %I FROM old_rows) LIMIT 1', fk.col, fk.child,
        fk.col, fk.parent_col) INTO left_over;
      IF left_over IS NOT NULL THEN
        RAISE EXCEPTION 'update or delete on table "%" violates foreign key constraint "%" on table "%"',
          TG_TABLE_NAME, fk.conname, fk.child
          USING ERRCODE = '23503', CONSTRAINT = fk.conname, TABLE = fk.child,
            DETAIL = format('Key (%s)=(%s) is still referenced from table "%s".', fk.parent_col, left_over, fk.child);
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every table with a foreign key gets the checks, and every table a key names the delete's follow-up,
-- so that no write in replica mode goes unchecked (src/server/db/references-per-statement.test.ts holds this for
-- later tables). Named to fire before the ledger's own statement triggers (triggers of one event fire
-- in name order): a line naming no account is refused as such.
DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN SELECT DISTINCT conrelid::regclass FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace LOOP
    EXECUTE format('CREATE TRIGGER "checked_references_on_insert" AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT WHEN (current_setting(''session_replication_role'') = ''replica'') '
      'EXECUTE FUNCTION "references_exist"()', t);
    EXECUTE format('CREATE TRIGGER "checked_references_on_update" AFTER UPDATE ON %s REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT WHEN (current_setting(''session_replication_role'') = ''replica'') '
      'EXECUTE FUNCTION "references_exist"()', t);
  END LOOP;
  FOR t IN SELECT DISTINCT confrelid::regclass FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace LOOP
    EXECUTE format('CREATE TRIGGER "checked_references_on_delete" AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT WHEN (current_setting(''session_replication_role'') = ''replica'') '
      'EXECUTE FUNCTION "references_follow_delete"()', t);
  END LOOP;
END $$;--> statement-breakpoint
-- Replica mode skips every trigger not marked ALWAYS: the ledger's balances, totals and checks must
-- fire in it as in any other statement.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT t.tgrelid::regclass AS tbl, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace
  LOOP
    EXECUTE format('ALTER TABLE %s ENABLE ALWAYS TRIGGER %I', r.tbl, r.tgname);
  END LOOP;
END $$;
