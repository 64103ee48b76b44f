import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Runs `work` and answers the SQL statements the app sent meanwhile, on either driver. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const note = (q: unknown) => {
    const text = typeof q === 'string' ? q : (q as { text?: string }).text;
    if (text) sent.push(text.replace(/\s+/g, ' ').slice(0, 600));
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
  it('records an expense in at most 9 statements and its transaction, reading its category once', async () => {
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
    expect(reads('balance_assertions'), sent.join('\n')).toHaveLength(1);
    // The session read the books' state: started books need no check of their starting categories.
    expect(
      sent.filter((s) => s.startsWith('insert into "ledger_state"')),
      sent.join('\n'),
    ).toHaveLength(0);
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(9 + framing());
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
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(9 + framing());
  });
});
