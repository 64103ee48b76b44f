import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto } from '../../shared/categories';
import { CHANGE_ID_HEADER } from '../../shared/headers';
import type { BulkResult } from '../../shared/transaction-changes';
import type { Transaction } from '../../shared/transactions';
import { transactionSplits, transactions } from '../db/schema';
import { expectBooksHold } from '../ledger/test-invariants';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, checking, LONG_AGO, post } from './ledger-fixtures';

// Random sequences of entries, splits, bulk edits, deletes and undos (decisions 139, 141), mirroring
// ledger/ledger-operations.property.test.ts: after every step both ledger invariants hold (each entry
// balances, each cached balance equals its lines), every category's ledger account equals the
// transactions and split parts filed under it (its "budget" line), and an undo puts the rows and their
// parts back exactly as they were.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Op =
  | { op: 'entry'; income: boolean; cents: number; account: number; day: number }
  | { op: 'split'; income: boolean; parts: { cents: number; category: number }[]; day: number }
  | { op: 'setCategory'; picks: number[]; category: number }
  | { op: 'setCleared'; picks: number[]; cleared: boolean }
  | { op: 'bulkDelete'; picks: number[] }
  | { op: 'delete'; pick: number }
  | { op: 'undo' };

const picks = fc.array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 4 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('entry' as const),
      income: fc.boolean(),
      cents: fc.integer({ min: 1, max: 100_000 }),
      account: fc.nat({ max: 1 }),
      day: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('split' as const),
      income: fc.boolean(),
      parts: fc.array(
        fc.record({ cents: fc.integer({ min: 1, max: 50_000 }), category: fc.nat({ max: 20 }) }),
        {
          minLength: 2,
          maxLength: 4,
        },
      ),
      day: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('setCategory' as const), picks, category: fc.nat({ max: 20 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('setCleared' as const), picks, cleared: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('bulkDelete' as const), picks }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat({ max: 30 }) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('undo' as const) }) },
);

const rowsOf = (userId: string) =>
  t.database.db.select().from(transactions).where(eq(transactions.userId, userId)).orderBy(transactions.id);
const partsOf = (userId: string) =>
  t.database.db
    .select()
    .from(transactionSplits)
    .where(eq(transactionSplits.userId, userId))
    .orderBy(transactionSplits.transactionId, transactionSplits.position);
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Each category's account holds exactly what its posted transactions say, and so do the uncategorized ones. */
async function expectCategoriesEqualTheirLines(who: SignedIn, categories: CategoryDto[]) {
  const rows = (await rowsOf(who.user.id)).filter((r) => !r.isRecurring && r.accountId !== null);
  const lines = await t.database.db.execute<{ account_id: string; net: string }>(sql`
    select l.account_id, sum(l.debit - l.credit)::text as net
    from journal_entry_lines l join journal_entries e on e.id = l.journal_entry_id
    where e.user_id = ${who.user.id} group by l.account_id`);
  const list = ((lines as { rows?: unknown[] }).rows ?? (lines as unknown as unknown[])) as {
    account_id: string;
    net: string;
  }[];
  const netOf = new Map(list.map((r) => [r.account_id, Math.round(Number(r.net) * 100)]));
  const posted = new Set(rows.map((r) => r.id));
  const parts = (await partsOf(who.user.id)).filter((p) => posted.has(p.transactionId));
  const split = new Set(parts.map((p) => p.transactionId));
  for (const category of categories) {
    const filed = rows.filter((r) => r.categoryId === category.id);
    expect(
      filed.every((r) => !split.has(r.id)),
      'a split has no category of its own',
    ).toBe(true);
    const total =
      filed.reduce((sum, r) => sum + cents(r.amount), 0) +
      parts.filter((p) => p.categoryId === category.id).reduce((sum, p) => sum + cents(p.amount), 0);
    // Expenses are debits to their category; income credits it.
    const net = netOf.get(category.accountId) ?? 0;
    expect(category.type === 'expense' ? net : 0 - net, `${category.name} equals its rows and parts`).toBe(
      total,
    );
  }
  // Each split's parts add up to its amount.
  for (const row of rows.filter((r) => split.has(r.id))) {
    const sum = parts.filter((p) => p.transactionId === row.id).reduce((s, p) => s + cents(p.amount), 0);
    expect(sum).toBe(cents(row.amount));
  }
}

describe('bulk changes, deletes and undos', () => {
  it('keep the books, the categories and every undone row exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 12 }), async (ops) => {
        const who = await signIn(t, `bulk-prop-${Math.random().toString(36).slice(2)}@example.com`);
        const accounts = [await checking(who, '1000.00', LONG_AGO), await checking(who, '50.00', LONG_AGO)];
        await post(who, actual({ accountId: accounts[0]?.id }));
        const categories = (await who.api.get('/api/budget-categories')).json<CategoryDto[]>();
        // The change ids still undoable, newest last, with the rows as they were before each.
        const undoable: {
          changeId: string;
          before: Awaited<ReturnType<typeof rowsOf>>;
          parts: Awaited<ReturnType<typeof partsOf>>;
        }[] = [];
        for (const step of ops) {
          const live = (await rowsOf(who.user.id)).filter((r) => !r.isRecurring);
          const pick = (i: number) => live[i % Math.max(live.length, 1)]?.id;
          const before = await rowsOf(who.user.id);
          const partsBefore = await partsOf(who.user.id);
          switch (step.op) {
            case 'split': {
              const type = step.income ? 'income' : 'expense';
              const fitting = categories.filter((c) => c.type === type && c.isActive);
              const amount = step.parts.reduce((sum, p) => sum + p.cents, 0);
              await post(who, {
                ...actual({
                  accountId: accounts[0]?.id,
                  type,
                  amount: (amount / 100).toFixed(2),
                  transactionDate: `2026-11-${String(step.day).padStart(2, '0')}`,
                  splits: step.parts.map((p) => ({
                    categoryId: fitting[p.category % fitting.length]?.id ?? '',
                    amount: (p.cents / 100).toFixed(2),
                  })),
                }),
              });
              break;
            }
            case 'entry': {
              const account = accounts[step.account];
              await post(who, {
                ...actual({
                  accountId: account?.id,
                  type: step.income ? 'income' : 'expense',
                  amount: (step.cents / 100).toFixed(2),
                  transactionDate: `2026-11-${String(step.day).padStart(2, '0')}`,
                }),
              });
              break;
            }
            case 'setCategory':
            case 'setCleared':
            case 'bulkDelete': {
              const ids = [...new Set(step.picks.map(pick).filter((id) => id !== undefined))];
              if (ids.length === 0) break;
              let body: object;
              if (step.op === 'setCategory') {
                // A category of the type of the first picked row; only rows of that type.
                const type = live.find((r) => r.id === ids[0])?.type;
                const same = ids.filter((id) => live.find((r) => r.id === id)?.type === type);
                const fitting = categories.filter((c) => c.type === type && c.isActive);
                const category = fitting[step.category % Math.max(fitting.length, 1)];
                body = {
                  ids: same,
                  action: 'setCategory',
                  categoryId: step.category % 5 === 0 ? null : (category?.id ?? null),
                };
              } else if (step.op === 'setCleared') {
                body = { ids, action: 'setCleared', cleared: step.cleared };
              } else {
                body = { ids, action: 'delete' };
              }
              const res = await who.api.post('/api/transactions/bulk', body);
              expect(res.statusCode, res.body).toBe(200);
              undoable.push({ changeId: res.json<BulkResult>().changeId, before, parts: partsBefore });
              break;
            }
            case 'delete': {
              const id = pick(step.pick);
              if (id === undefined) break;
              const res = await who.api.delete(`/api/transactions/${id}`);
              expect(res.statusCode, res.body).toBe(204);
              undoable.push({ changeId: String(res.headers[CHANGE_ID_HEADER]), before, parts: partsBefore });
              break;
            }
            case 'undo': {
              const last = undoable.pop();
              if (!last) break;
              const res = await who.api.post('/api/transactions/restore', { changeId: last.changeId });
              expect(res.statusCode, res.body).toBe(200);
              // Rows recorded since are left alone; every row there before is back exactly.
              const known = new Set(last.before.map((r) => r.id));
              expect((await rowsOf(who.user.id)).filter((r) => known.has(r.id))).toEqual(last.before);
              const strip = (list: typeof last.parts) =>
                list.map(({ id: _id, ...part }) => part).filter((p) => known.has(p.transactionId));
              expect(strip(await partsOf(who.user.id))).toEqual(strip(last.parts));
              expect(
                (await who.api.post('/api/transactions/restore', { changeId: last.changeId })).statusCode,
              ).toBe(404);
              break;
            }
          }
          await expectBooksHold(t.database.db);
          await expectCategoriesEqualTheirLines(who, categories);
        }
        // Every transaction that posts has its one entry.
        for (const row of (await rowsOf(who.user.id)).filter((r) => !r.isRecurring && r.accountId !== null)) {
          const got = (await who.api.get(`/api/transactions/${row.id}`)).json<Transaction>();
          expect(got.journalEntryId).not.toBeNull();
        }
      }),
      { numRuns: 8 },
    );
    // Eight random books of up to twelve steps, each checked in full after every step.
  }, 180_000);
});
