import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, categoryNamed, checking, LONG_AGO, post } from '../transactions/ledger-fixtures';
import type { Db } from './client';
import { withReferencesCheckedPerStatement } from './references-per-statement';

// An import's bulk inserts check their foreign keys once per statement (migration 0028, decision 174).
// PostgreSQL's own per-row checks are skipped in that mode, and so is every trigger not marked ALWAYS:
// these tests hold the schema to what keeps that safe, now and for every later migration.

let t: TestApp;
let who: SignedIn;
let accountId: string;
let categoryId: string;
beforeAll(async () => {
  t = await startTestApp();
  who = await signIn(t, 'references@example.com');
  accountId = (await checking(who, '100.00')).id;
  categoryId = (await categoryNamed(who, 'Food')).id;
});
afterAll(async () => {
  await t.close();
});

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The SQLSTATE and message of a database error, however the driver wraps it. */
function failure(error: unknown): { code?: string; message: string } {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') return { code, message: String(message) };
    e = cause;
  }
  return { message: String(error) };
}

/** Inserts a transaction of the signed-in user naming `account`, with keys checked per statement. */
const insertNaming = (tx: Db, account: string, category: string | null = null) =>
  withReferencesCheckedPerStatement(tx, () =>
    tx.execute(sql`
      insert into transactions (user_id, amount, type, description, transaction_date, account_id, category_id)
      values (${who.user.id}, 1, 'expense', 'per statement', '2026-01-01', ${account}, ${category})`),
  );

const transactionsNamed = async () =>
  (
    await rowsOf<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from transactions where description = 'per statement'`,
    )
  )[0]?.n;

describe('foreign keys checked per statement', () => {
  it('leaves no trigger that replica mode would skip', async () => {
    const skipped = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select t.tgrelid::regclass::text || '.' || t.tgname as name from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and c.relnamespace = 'public'::regnamespace and t.tgenabled <> 'A'`,
    );
    expect(skipped.map((r) => r.name)).toEqual([]);
  });

  it('checks every table with a foreign key, and follows the keys of every table a key names', async () => {
    const missing = await rowsOf<{ name: string }>(
      t.database.db,
      sql`with needs as (
            select conrelid as rel, 'checked_references_on_insert' as trigger from pg_constraint
              where contype = 'f' and connamespace = 'public'::regnamespace
            union select conrelid, 'checked_references_on_update' from pg_constraint
              where contype = 'f' and connamespace = 'public'::regnamespace
            union select confrelid, 'checked_references_on_delete' from pg_constraint
              where contype = 'f' and connamespace = 'public'::regnamespace)
          select n.rel::regclass::text || '.' || n.trigger as name from needs n
          where not exists (select 1 from pg_trigger t where t.tgrelid = n.rel and t.tgname = n.trigger)
          order by 1`,
    );
    expect(missing.map((r) => r.name)).toEqual([]);
    // Every key is one column: the statement check compares one column with one column.
    const wide = await rowsOf<{ conname: string }>(
      t.database.db,
      sql`select conname from pg_constraint where contype = 'f' and cardinality(conkey) <> 1`,
    );
    expect(wide).toEqual([]);
  });

  it('runs the work in replica mode and sets the mode back after it', async () => {
    const roles = await t.database.db.transaction(async (tx) => {
      const during = await withReferencesCheckedPerStatement(tx, () =>
        rowsOf<{ role: string }>(tx, sql`select current_setting('session_replication_role') as role`),
      );
      const after = await rowsOf<{ role: string }>(
        tx,
        sql`select current_setting('session_replication_role') as role`,
      );
      return [during[0]?.role, after[0]?.role];
    });
    // Both test databases connect as a superuser, as the embedded one always does.
    expect(roles).toEqual(['replica', 'origin']);
  });

  it('writes rows whose keys name rows that are there', async () => {
    await t.database.db.transaction((tx) => insertNaming(tx, accountId, categoryId));
    expect(await transactionsNamed()).toBe('1');
  });

  it('refuses a row naming a row that is not there, with the key it breaks, and writes nothing', async () => {
    const before = await transactionsNamed();
    const refused = await t.database.db
      .transaction((tx) => insertNaming(tx, randomUUID()))
      .then(
        () => undefined,
        (error: unknown) => failure(error),
      );
    expect(refused?.code).toBe('23503');
    expect(refused?.message).toContain('transactions_account_id_accounts_id_fk');
    expect(await transactionsNamed()).toBe(before);
  });

  it('carries out each key on delete: refuses while a row names it, cascades, and empties', async () => {
    // Its balance stated long ago, so that the expense moves it (decision 125).
    const paying = (await checking(who, '100.00', LONG_AGO)).id;
    const opening = await balanceOf(who, paying);
    const expense = await post(who, actual({ accountId: paying, categoryId, amount: '7.00' }));
    expect(await balanceOf(who, paying)).toBe('93.00');
    // Its entry still names the transaction: refused, as its deferred key would refuse it at commit.
    const refused = await t.database.db
      .transaction((tx) =>
        withReferencesCheckedPerStatement(tx, () =>
          tx.execute(sql`delete from transactions where id = ${expense.id}`),
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => failure(error),
      );
    expect(refused?.code).toBe('23503');
    expect(refused?.message).toContain('journal_entries_transaction_id_transactions_id_fk');
    // The entry goes with its lines (cascade), and the ledger's own triggers move the balance back.
    await t.database.db.transaction((tx) =>
      withReferencesCheckedPerStatement(tx, async () => {
        await tx.execute(sql`delete from journal_entries where transaction_id = ${expense.id}`);
        await tx.execute(sql`delete from transactions where id = ${expense.id}`);
      }),
    );
    const orphans = await rowsOf<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from journal_entry_lines l
          where not exists (select 1 from journal_entries e where e.id = l.journal_entry_id)`,
    );
    expect(orphans[0]?.n).toBe('0');
    expect(await balanceOf(who, paying)).toBe(opening);
    // A recurring item deleted: its occurrence stays, no longer naming it (set null).
    const [parent, child] = [randomUUID(), randomUUID()];
    await t.database.db.execute(sql`
      insert into transactions (id, user_id, amount, type, description, transaction_date, is_recurring)
      values (${parent}, ${who.user.id}, 1, 'expense', 'per statement parent', '2026-01-01', true)`);
    await t.database.db.execute(sql`
      insert into transactions (id, user_id, amount, type, description, transaction_date, recurring_parent_id,
        occurrence_date)
      values (${child}, ${who.user.id}, 1, 'expense', 'per statement child', '2026-02-01', ${parent}, '2026-02-01')`);
    await t.database.db.transaction((tx) =>
      withReferencesCheckedPerStatement(tx, () =>
        tx.execute(sql`delete from transactions where id = ${parent}`),
      ),
    );
    const kept = await rowsOf<{ parent: string | null }>(
      t.database.db,
      sql`select recurring_parent_id::text as parent from transactions where id = ${child}`,
    );
    expect(kept).toEqual([{ parent: null }]);
  });

  it('leaves no row naming a row that is gone after an import and its undo', async () => {
    const account = (await checking(who, '50.00', LONG_AGO)).id;
    const body = {
      fileName: 'bank.csv',
      content: Buffer.from(
        'Date,Description,Amount\n2026-01-05,Grocer,-12.50\n2026-01-06,Payroll,2000.00\n',
      ).toString('base64'),
    };
    const shown = await who.api.post(`/api/accounts/${account}/imports/preview`, body);
    const rows = shown
      .json<{ rows: { line: number }[] }>()
      .rows.map((r) => ({ line: r.line, categoryId: null }));
    const made = await who.api.post(`/api/accounts/${account}/imports`, { ...body, rows });
    expect(made.statusCode, made.body).toBe(201);
    expect(await balanceOf(who, account)).toBe('2037.50');
    const undone = await who.api.delete(`/api/imports/${made.json<{ id: string }>().id}`);
    expect(undone.statusCode, undone.body).toBe(204);
    expect(await balanceOf(who, account)).toBe('50.00');
    // Every key of the schema, each row checked: none names a row that is not there.
    const keys = await rowsOf<{ child: string; col: string; parent: string; parentCol: string }>(
      t.database.db,
      sql`select child, col, parent, parent_col as "parentCol" from foreign_key_columns`,
    );
    const dangling: string[] = [];
    for (const key of keys) {
      const [row] = await rowsOf<{ n: string }>(
        t.database.db,
        sql.raw(
          `select count(*)::text as n from ${key.child} x where x.${key.col} is not null and not exists ` +
            `(select 1 from ${key.parent} p where p.${key.parentCol} = x.${key.col})`,
        ),
      );
      if (row?.n !== '0') dangling.push(`${key.child}.${key.col}: ${row?.n}`);
    }
    expect(dangling).toEqual([]);
  });

  // The embedded database runs one transaction at a time; PostgreSQL's are concurrent.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'locks the rows named until the transaction ends, as the per-row check does',
    async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted = () => {};
      const insertedYet = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const writer = t.database.db.transaction(async (tx) => {
        await insertNaming(tx, accountId, categoryId);
        inserted();
        await held;
      });
      await insertedYet;
      const deleter = await t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '300ms'`);
          await tx.execute(sql`delete from budget_categories where id = ${categoryId}`);
        })
        .then(
          () => undefined,
          (error: unknown) => failure(error),
        );
      release();
      await writer;
      // lock_not_available: the category could not go while a row naming it was being written.
      expect(deleter?.code).toBe('55P03');
    },
  );

  // A deployment's role is seldom a superuser. From PostgreSQL 15 it can be granted SET on the mode's
  // parameter (migration 0029); without the grant its imports keep the per-row checks.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'takes the mode for a role granted SET on it, and leaves an ungranted role on per-row checks',
    async () => {
      const suffix = randomUUID().slice(0, 8);
      const granted = `nw_granted_${suffix}`;
      const plain = `nw_plain_${suffix}`;
      const db = t.database.db;
      for (const role of [granted, plain]) {
        await db.execute(sql.raw(`create role ${role} nologin nosuperuser`));
        await db.execute(
          sql.raw(`grant select, insert, update, delete on all tables in schema public to ${role}`),
        );
      }
      // Before PostgreSQL 15 no role can be granted a parameter: both keep the per-row checks.
      const [server] = await rowsOf<{ version: number }>(
        db,
        sql`select current_setting('server_version_num')::int as version`,
      );
      const grants = (server?.version ?? 0) >= 150_000;
      if (grants) await db.execute(sql.raw(`grant set on parameter session_replication_role to ${granted}`));
      const asRole = <T>(role: string, work: (tx: Db) => Promise<T>) =>
        db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local role ${role}`));
          return work(tx);
        });
      const modeAs = (role: string) =>
        asRole(role, (tx) =>
          withReferencesCheckedPerStatement(tx, () =>
            rowsOf<{ role: string }>(tx, sql`select current_setting('session_replication_role') as role`),
          ),
        );
      try {
        expect((await modeAs(granted))[0]?.role).toBe(grants ? 'replica' : 'origin');
        expect((await modeAs(plain))[0]?.role).toBe('origin');
        // The statement triggers guard the granted role's inserts as they guard a superuser's.
        for (const role of [granted, plain]) {
          const refused = await asRole(role, (tx) => insertNaming(tx, randomUUID())).then(
            () => undefined,
            (error: unknown) => failure(error),
          );
          expect(refused?.code, role).toBe('23503');
        }
      } finally {
        for (const role of [granted, plain]) {
          await db.execute(sql.raw(`drop owned by ${role}`));
          await db.execute(sql.raw(`drop role ${role}`));
        }
      }
    },
  );
});
