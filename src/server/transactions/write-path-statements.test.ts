import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction, TransactionInput } from '../../shared/transactions';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import type { ThreadTransaction } from '../db/pglite-thread';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, categoryNamed, checking, LONG_AGO, post } from './ledger-fixtures';

// The write path reads nothing twice (issue 28): recording an expense costs a fixed, small number of
// statements, counted on the driver itself. A statement added to every post shows here first, long
// before a benchmark notices.

let t: TestApp;
let who: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  who = await signIn(t, 'write-path@example.com');
});
afterAll(async () => {
  await t.close();
});

/** The names of the prepared statements sent to PostgreSQL by statementsOf's last work. */
let named: string[] = [];

/** Runs `work` and answers the SQL statements the app sent meanwhile, on either driver. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  named = [];
  const note = (q: unknown) => {
    const text = typeof q === 'string' ? q : (q as { text?: string }).text;
    if (text) sent.push(text.replace(/\s+/g, ' ').slice(0, 600));
    const name = typeof q === 'string' ? undefined : (q as { name?: string }).name;
    if (name) named.push(name);
  };
  /** `run`, once the statement is noted. */
  const noting =
    <R>(run: (q: string, ...rest: []) => R) =>
    (q: string, ...rest: unknown[]): R => {
      note(q);
      return run(q, ...(rest as []));
    };
  const lite = t.database.pglite;
  if (lite) {
    const query = lite.query.bind(lite);
    const exec = lite.exec.bind(lite);
    const transaction = lite.transaction.bind(lite);
    const counted = lite as unknown as Record<'query' | 'exec' | 'transaction', unknown>;
    counted.query = noting(query);
    counted.exec = noting(exec);
    counted.transaction = <T>(cb: (tx: ThreadTransaction) => Promise<T>) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        const wrapped = Object.assign(Object.create(tx) as ThreadTransaction, {
          query: noting(txQuery),
          exec: noting(txExec),
        });
        return cb(wrapped);
      });
    try {
      await work();
    } finally {
      counted.query = query;
      counted.exec = exec;
      counted.transaction = transaction;
    }
    return sent;
  }
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    note(args[0]);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

// node-postgres sends the transaction's begin and commit as statements of their own; PGlite does not.
const framing = () => (t.database.driver === 'postgres' ? 2 : 0);

describe('POST /api/transactions', () => {
  it('records an expense in at most 5 statements and its transaction, reading its category and accounts once', async () => {
    const account = await checking(who, '1000.00', LONG_AGO);
    const food = await categoryNamed(who, 'Food');
    // The first post of a session sets up what every later one finds in place.
    await post(who, actual({ accountId: account.id, categoryId: food.id }));
    const sent = await statementsOf(() =>
      post(who, actual({ accountId: account.id, categoryId: food.id, amount: '12.34' })),
    );
    const reads = (table: string) =>
      sent.filter((s) => s.startsWith('select') && s.includes(`from "${table}"`));
    expect(reads('budget_categories'), sent.join('\n')).toHaveLength(1);
    // Both accounts were read while checking the expense (its own, and its category's with the
    // category): posting does not read them again.
    expect(
      sent.filter((s) => s.startsWith('select') && s.includes('"accounts"."id" in')),
      sent.join('\n'),
    ).toHaveLength(0);
    // The entries' insert locks and answers the accounts' assertions in the same call (decision 181).
    expect(reads('balance_assertions'), sent.join('\n')).toHaveLength(0);
    expect(
      sent.filter((s) => s.startsWith('select post_journal_entries(')),
      sent.join('\n'),
    ).toHaveLength(1);
    // The answer is made from the write: the transaction is not read back.
    expect(reads('transactions'), sent.join('\n')).toHaveLength(0);
    // The session read the books' state: started books need no check of their starting categories.
    expect(
      sent.filter((s) => s.startsWith('insert into "ledger_state"')),
      sent.join('\n'),
    ).toHaveLength(0);
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(5 + framing());
  });

  it("files a new household's first expense under the starting category its tag names", async () => {
    // Nothing but an account exists yet: this post is what starts the books.
    const newcomer = await signIn(t, 'first-post@example.com');
    const account = await checking(newcomer, '500.00', LONG_AGO);
    const first = await post(newcomer, actual({ accountId: account.id, tags: ['expense-food'] }));
    const food = await categoryNamed(newcomer, 'Food');
    expect(first.categoryId).toBe(food.id);
  });

  it("records today's expense on a balance stated today without checking that balance again", async () => {
    // A household on its first day: the balance stated for today counts the entries recorded before
    // it; today's later expenses are on top of it and cannot move it (decision 160).
    const account = await checking(who, '1000.00');
    await post(who, actual({ accountId: account.id, transactionDate: '2026-11-21' }));
    const sent = await statementsOf(() =>
      post(who, actual({ accountId: account.id, amount: '12.34', transactionDate: '2026-11-21' })),
    );
    expect(
      sent.filter((s) => s.includes('from "journal_entry_lines"') && !s.startsWith('insert')),
      sent.join('\n'),
    ).toHaveLength(0);
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(5 + framing());
  });
});

describe('the refetches after a write', () => {
  /** The statements a GET sends right after an expense is recorded, the session's own read left out. */
  async function afterWrite(url: string): Promise<{ statusCode: number; own: string[]; sent: string[] }> {
    const account = await checking(who, '300.00', LONG_AGO);
    // The day's first read brings the books current; the reads after a write find them so.
    expect((await who.api.get(url)).statusCode).toBe(200);
    await post(who, actual({ accountId: account.id, amount: '1.00' }));
    let statusCode = 0;
    const sent = await statementsOf(async () => {
      statusCode = (await who.api.get(url)).statusCode;
    });
    // The session's own read, a prepared statement.
    const own = sent.filter((s) => !s.includes('from sessions s'));
    return { statusCode, own, sent };
  }

  it('answers GET /api/accounts in one statement, loans and first dates included', async () => {
    const { statusCode, own, sent } = await afterWrite('/api/accounts');
    expect(statusCode).toBe(200);
    expect(own, sent.join('\n')).toHaveLength(1);
  });

  // PostgreSQL parses and plans a prepared statement once per connection (decision 170), and the
  // embedded database once per session (decision 178).
  it('sends the refetches and the expense checks as prepared statements', async () => {
    await afterWrite('/api/accounts');
    await afterWrite('/api/balance-sheet');
    const account = await checking(who, '100.00', LONG_AGO);
    await statementsOf(() => post(who, actual({ accountId: account.id, amount: '2.00' })));
    const ofThePost = [
      'nw_posting_account',
      'nw_system_account',
      'nw_insert_transaction',
      'nw_post_journal_entries',
    ];
    const lite = t.database.pglite;
    if (!lite) {
      expect(named).toEqual(expect.arrayContaining(ofThePost));
      await afterWrite('/api/accounts');
      expect(named).toContain('nw_list_accounts');
      await afterWrite('/api/balance-sheet');
      expect(named).toContain('nw_balance_sheet');
      return;
    }
    const prepared = await lite.query<{ name: string }>('select name from pg_prepared_statements');
    expect(prepared.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([...ofThePost, 'nw_list_accounts', 'nw_balance_sheet', 'nw_find_session']),
    );
  });

  it('answers GET /api/balance-sheet in one statement in one currency, the base read with the session', async () => {
    const { statusCode, own, sent } = await afterWrite('/api/balance-sheet');
    expect(statusCode).toBe(200);
    expect(own, sent.join('\n')).toHaveLength(1);
  });
});

describe('the answer to a write', () => {
  // A plain transaction is answered from what the write returned and what checking it read, not read
  // back: the answer must be what a read of it says, for every kind of row.
  const readBack = async (id: string) => {
    const res = await who.api.get(`/api/transactions/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Transaction>();
  };

  it('is what a read of the transaction answers, for every kind of write', async () => {
    const account = await checking(who, '2000.00', LONG_AGO);
    const savings = await createAccount(
      who.api,
      asset({ accountName: 'Holiday savings', currentBalance: '10.00', balanceDate: LONG_AGO }),
    );
    const euros = await createAccount(
      who.api,
      asset({ accountName: 'Euro account', currency: 'EUR', currentBalance: '10.00', balanceDate: LONG_AGO }),
    );
    const food = await categoryNamed(who, 'Food');
    const writes: TransactionInput[] = [
      actual({ accountId: account.id, categoryId: food.id, notes: 'weekly shop' }),
      actual({ accountId: account.id, tags: ['expense-food'] }),
      actual({ accountId: account.id, type: 'income', tags: ['income-salary'], amount: '2500.00' }),
      actual({ accountId: null, description: 'Cash, no account' }),
      actual({ accountId: account.id, type: 'transfer', toAccountId: savings.id, amount: '40.00' }),
      actual({
        accountId: account.id,
        type: 'transfer',
        toAccountId: euros.id,
        amount: '110.00',
        receivedAmount: '100.00',
      }),
      actual({ accountId: account.id, cleared: true }),
    ];
    for (const write of writes) {
      const created = await post(who, write);
      expect(created.journalEntryId === null, JSON.stringify(write)).toBe(write.accountId === null);
      expect(created, JSON.stringify(write)).toEqual(await readBack(created.id));
    }
    // An edit answers the same way: here an expense becomes a transfer, and back with another category.
    const edited = await post(who, actual({ accountId: account.id, categoryId: food.id }));
    for (const change of [
      actual({ accountId: account.id, type: 'transfer', toAccountId: savings.id }),
      actual({ accountId: account.id, tags: ['expense-transportation'], description: 'Bus pass' }),
    ]) {
      const res = await who.api.put(`/api/transactions/${edited.id}`, change);
      expect(res.statusCode, res.body).toBe(200);
      const answered = res.json<Transaction>();
      expect(answered.journalEntryId).not.toBeNull();
      expect(answered).toEqual(await readBack(edited.id));
    }
  });
});

describe('POST /api/accounts/:id/imports', () => {
  it('does not look for duplicates again: the person chose the rows from the preview', async () => {
    const account = await checking(who, '1000.00', LONG_AGO);
    const body = {
      fileName: 'bank.csv',
      content: Buffer.from(
        'Date,Description,Amount\n2026-01-05,Grocer,-12.50\n2026-01-06,Payroll,2000.00\n',
      ).toString('base64'),
    };
    const shown = await who.api.post(`/api/accounts/${account.id}/imports/preview`, body);
    expect(shown.statusCode, shown.body).toBe(200);
    const rows = shown
      .json<{ rows: { line: number }[] }>()
      .rows.map((r) => ({ line: r.line, categoryId: null }));
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await who.api.post(`/api/accounts/${account.id}/imports`, { ...body, rows })).statusCode;
    });
    expect(status).toBe(201);
    // The preview's duplicate check read the account's transactions in the file's dates and the bank
    // ids already imported; the commit reads neither. (The rules still read what they learn from.)
    const duplicateReads = (s: string) =>
      s.startsWith('select') &&
      (s.includes('"transactions"."transaction_date" >=') || s.includes('from "imported_transactions"'));
    expect(sent.filter(duplicateReads), sent.join('\n')).toEqual([]);
    expect((await who.api.get(`/api/accounts/${account.id}/imports`)).json()).toMatchObject([
      { rowsImported: 2, rowsSkipped: 0 },
    ]);
    // Both bulk inserts, the rows with their links and the entries with their lines, check their keys
    // per statement (decision 174): each is preceded by the switch and followed by the switch back.
    const switches = sent.flatMap((s, i) => (s.includes("set_config('session_replication_role'") ? [i] : []));
    expect(switches, sent.join('\n')).toHaveLength(4);
    const at = (pattern: string) => sent.findIndex((s) => s.includes(pattern));
    const [rowsOn = 0, rowsOff = 0, entriesOn = 0, entriesOff = 0] = switches;
    expect(at('with given as (')).toBeGreaterThan(rowsOn);
    expect(at('with given as (')).toBeLessThan(rowsOff);
    expect(at('select post_journal_entries(')).toBeGreaterThan(entriesOn);
    expect(at('select post_journal_entries(')).toBeLessThan(entriesOff);
  });

  // A bulk change and its undo touch up to 5,000 rows (BULK_MAX): statements per batch, never per row.
  it('undoes a change of marks on many rows in one update, and a delete of many with keys per statement', async () => {
    const account = await checking(who, '1000.00', LONG_AGO);
    const count = 150;
    let csv = 'Date,Description,Amount\n';
    for (let i = 0; i < count; i += 1)
      csv += `2026-02-${String((i % 28) + 1).padStart(2, '0')},Shop ${i},-${i + 1}.00\n`;
    const body = { fileName: 'many.csv', content: Buffer.from(csv).toString('base64') };
    const shown = await who.api.post(`/api/accounts/${account.id}/imports/preview`, body);
    const rows = shown
      .json<{ rows: { line: number }[] }>()
      .rows.map((r) => ({ line: r.line, categoryId: null }));
    expect((await who.api.post(`/api/accounts/${account.id}/imports`, { ...body, rows })).statusCode).toBe(
      201,
    );
    const filter = { accountId: account.id };
    const cleared = await who.api.post('/api/transactions/bulk', {
      filter,
      action: 'setCleared',
      cleared: true,
    });
    expect(cleared.json<{ changed: number }>().changed).toBe(count);
    let undone = 0;
    const sent = await statementsOf(async () => {
      undone = (
        await who.api.post('/api/transactions/restore', {
          changeId: cleared.json<{ changeId: string }>().changeId,
        })
      ).json<{ restored: number }>().restored;
    });
    expect(undone).toBe(count);
    const updates = sent.filter((s) => s.startsWith('update "transactions"'));
    expect(updates, sent.join('\n')).toHaveLength(1);
    const countOf = async (query: string) =>
      (await who.api.get(`/api/transactions/count?accountId=${account.id}${query}`)).json<{ count: number }>()
        .count;
    expect(await countOf('&cleared=true')).toBe(0);

    const deleted = await who.api.post('/api/transactions/bulk', { filter, action: 'delete' });
    expect(deleted.json<{ changed: number }>().changed).toBe(count);
    const restoring = await statementsOf(() =>
      who.api.post('/api/transactions/restore', { changeId: deleted.json<{ changeId: string }>().changeId }),
    );
    // The rows, then their entries, each inserted between the switch to per-statement keys and back.
    const switches = restoring.filter((s) => s.includes("set_config('session_replication_role'"));
    expect(switches, restoring.join('\n')).toHaveLength(4);
    expect(await countOf('')).toBe(count);
  });
});
