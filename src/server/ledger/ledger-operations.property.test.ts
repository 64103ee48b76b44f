import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar';
import type { AccountDto, AccountPayload } from '../../shared/accounts';
import type { AccountHistoryPoint } from '../../shared/net-worth-history';
import type { Transaction } from '../../shared/transactions';
import { asset, liability } from '../accounts/test-fixtures';
import { balanceAssertions } from '../db/schema';
import { CAR } from '../loans/loan-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual } from '../transactions/ledger-fixtures';
import { expectBooksHold } from './test-invariants';

// Random sequences of what users do — accounts (some with a past balance date), transactions,
// transfers, imports older than an account's start, values set, valuations, loans and extra payments,
// edits and deletes, days passing — and after every step the books hold: each entry balances, each
// cached balance equals its lines, each assertion holds on its date (issue 10), and each account's
// history is the backward computation from its assertions, starting on its start (decision 125).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const amount = fc
  .integer({ min: 1, max: 500_000 })
  .map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
const pastDate = fc
  .integer({ min: 0, max: 80 })
  .map((d) => new Date(Date.UTC(2026, 8, 1) + d * DAY).toISOString().slice(0, 10));
const pick = fc.nat({ max: 5 });

const olderDate = fc
  .integer({ min: 0, max: 300 })
  .map((d) => new Date(Date.UTC(2025, 10, 1) + d * DAY).toISOString().slice(0, 10));

type Op =
  | { op: 'account'; liability: boolean; balance: string; daysBack: number }
  | { op: 'import'; account: number; rows: { amount: string; date: string; income: boolean }[] }
  | { op: 'valuation'; account: number; value: string; daysBack: number }
  | { op: 'spend'; type: 'income' | 'expense'; account: number; amount: string; date: string }
  | { op: 'transfer'; from: number; to: number; amount: string; date: string }
  | { op: 'setValue'; account: number; balance: string }
  | { op: 'edit'; tx: number; amount: string; date: string }
  | { op: 'delete'; tx: number }
  | { op: 'loan'; funding: number; pastPayments: boolean; onAsset: boolean }
  | { op: 'extra'; loan: number; amount: string }
  | { op: 'days'; days: number };

// Weighted towards what interacts: values set, then entries dated before them edited or deleted.
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('account' as const),
      liability: fc.boolean(),
      balance: amount,
      // 0: "as of today"; otherwise a past balance date.
      daysBack: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('import' as const),
      account: pick,
      rows: fc.array(fc.record({ amount, date: olderDate, income: fc.boolean() }), {
        minLength: 1,
        maxLength: 4,
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('valuation' as const),
      account: pick,
      value: amount,
      daysBack: fc.integer({ min: 0, max: 90 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('spend' as const),
      type: fc.constantFrom('income' as const, 'expense' as const),
      account: pick,
      amount,
      date: pastDate,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('transfer' as const),
      from: pick,
      to: pick,
      amount,
      date: pastDate,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('setValue' as const), account: pick, balance: amount }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('edit' as const), tx: pick, amount, date: pastDate }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('delete' as const), tx: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('loan' as const),
      funding: pick,
      pastPayments: fc.boolean(),
      onAsset: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('extra' as const),
      loan: pick,
      amount: fc.integer({ min: 100, max: 100_000 }).map((c) => `${c / 100}`),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 20 }) }),
  },
);

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

async function expectAssertionsHold(userId: string): Promise<void> {
  const rows = await t.database.db
    .select()
    .from(balanceAssertions)
    .where(eq(balanceAssertions.userId, userId));
  for (const a of rows) {
    // A value stated for today covers the day's entries recorded up to then (decision 125).
    const through = sql`(select through_at from balance_assertions where id = ${a.id})`;
    const result = await t.database.db.execute(sql`
      select (case when ac.normal_balance = 'debit' then 1 else -1 end) * coalesce(sum(l.debit - l.credit), 0) as held
      from accounts ac left join journal_entry_lines l on l.account_id = ac.id and (l.entry_date < ${a.assertDate}
        or l.journal_entry_id = ${a.journalEntryId}
        or (l.entry_date = ${a.assertDate} and (${through} is null or exists (
          select 1 from journal_entries e where e.id = l.journal_entry_id and e.created_at <= ${through}))))
      where ac.id = ${a.accountId} group by ac.normal_balance`);
    const held = rowsOf<{ held: string }>(result)[0]?.held;
    expect(Number(held), `assertion on ${a.assertDate}`).toBeCloseTo(Number(a.balance), 2);
  }
}

const toCents = (text: string) => Math.round(Number(text) * 100);

/**
 * Every day's balance in the account history equals the backward computation: before the start 0; on
 * a day d from the start, the next assertion's value less what its lines add after d (or, past the
 * last assertion, its value plus what came after it). Also: the opening entry is dated on the start,
 * and trackedSince names it.
 */
async function expectHistoryFromAssertions(who: SignedIn, today: string): Promise<void> {
  const listed = (await who.api.get('/api/accounts')).json<AccountDto[]>();
  for (const account of listed) {
    const assertions = rowsOf<{
      assertDate: string;
      balance: string;
      journalEntryId: string | null;
      through: string | null;
    }>(
      await t.database.db.execute(sql`
      select assert_date::text as "assertDate", balance::text as balance, journal_entry_id::text as "journalEntryId",
        (extract(epoch from through_at) * 1000000)::bigint::text as through
      from balance_assertions where account_id = ${account.id} order by assert_date`),
    );
    if (assertions.length === 0) continue; // a loan's own account: no stated balance
    const lines = rowsOf<{ d: string; net: string; created: string; kind: string; id: string }>(
      await t.database.db.execute(sql`
      select l.entry_date::text as d, (l.debit - l.credit)::text as net, e.kind, e.id::text as id,
        (extract(epoch from e.created_at) * 1000000)::bigint::text as created
      from journal_entry_lines l join journal_entries e on e.id = l.journal_entry_id
      where l.account_id = ${account.id}`),
    ).map((l) => ({
      date: l.d,
      cents: (account.normalBalance === 'debit' ? 1 : -1) * toCents(l.net),
      created: BigInt(l.created),
      kind: l.kind,
      id: l.id,
    }));
    const earliest = assertions[0] as (typeof assertions)[number];
    const opening = lines.find((l) => l.id === earliest.journalEntryId);
    const others = lines.filter((l) => l.id !== earliest.journalEntryId);
    const firstOther = others.map((l) => l.date).sort()[0];
    const start =
      firstOther !== undefined && firstOther < earliest.assertDate ? firstOther : earliest.assertDate;
    expect(account.trackedSince, `${account.accountName} trackedSince`).toBe(start);
    if (opening) {
      expect(opening.kind).toBe('opening');
      expect(opening.date, `${account.accountName} opening date`).toBe(start);
    }
    // Whether the assertion counts a line: before its date, or on it when recorded by then.
    const covers = (a: (typeof assertions)[number], l: (typeof lines)[number]) =>
      l.id === a.journalEntryId ||
      l.date < a.assertDate ||
      (l.date === a.assertDate && (a.through === null || l.created <= BigInt(a.through)));
    const history = (
      await who.api.get(
        `/api/accounts/${account.id}/history?from=${addDays(start, -2)}&to=${today}&interval=day`,
      )
    ).json<AccountHistoryPoint[]>();
    for (const point of history) {
      const d = point.date;
      // Backward from the next assertion (forward from the last one past it): its value, less what it
      // counts that is dated after d, plus what it leaves on top that is dated on or before d.
      const by =
        assertions.find((a) => a.assertDate >= d) ?? (assertions.at(-1) as (typeof assertions)[number]);
      const expected =
        d < start
          ? 0
          : toCents(by.balance) -
            lines.filter((l) => l.date > d && covers(by, l)).reduce((sum, l) => sum + l.cents, 0) +
            lines.filter((l) => l.date <= d && !covers(by, l)).reduce((sum, l) => sum + l.cents, 0);
      expect(toCents(point.balance), `${account.accountName} on ${d}`).toBe(expected);
    }
  }
}

let run = 0;
const todayOf = () => t.clock.now().toISOString().slice(0, 10);

async function apply(
  who: SignedIn,
  state: { accounts: { dto: AccountDto; payload: AccountPayload }[]; txs: Transaction[]; loans: string[] },
  step: Op,
) {
  const { api } = who;
  const nth = <T>(list: T[], i: number) => (list.length === 0 ? undefined : list[i % list.length]);
  switch (step.op) {
    case 'account': {
      const balanceDate = addDays(todayOf(), -step.daysBack);
      const payload = step.liability
        ? liability({
            accountName: `Card ${state.accounts.length}`,
            currentBalance: step.balance,
            balanceDate,
          })
        : state.accounts.length % 3 === 2
          ? asset({
              accountName: `House ${state.accounts.length}`,
              accountSubtype: 'primary_residence',
              currentBalance: step.balance,
              balanceDate,
            })
          : asset({
              accountName: `Bank ${state.accounts.length}`,
              currentBalance: step.balance,
              balanceDate,
            });
      const res = await api.post('/api/accounts', payload);
      expect(res.statusCode, res.body).toBe(201);
      state.accounts.push({ dto: res.json(), payload });
      return;
    }
    case 'import': {
      // A statement older than the account's start, posted row by row as the import does.
      const account = nth(state.accounts, step.account);
      if (!account) return;
      for (const row of step.rows) {
        const res = await api.post(
          '/api/transactions',
          actual({
            type: row.income ? 'income' : 'expense',
            amount: row.amount,
            transactionDate: row.date,
            accountId: account.dto.id,
          }),
        );
        expect([201, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 201) state.txs.push(res.json());
      }
      return;
    }
    case 'valuation': {
      const account = nth(state.accounts, step.account);
      if (!account) return;
      const res = await api.post(`/api/accounts/${account.dto.id}/valuations`, {
        date: addDays(todayOf(), -step.daysBack),
        value: step.value,
      });
      // A liability, or a loan's own account, cannot be valued; an overflow is a conflict.
      expect([201, 400, 409], res.body).toContain(res.statusCode);
      return;
    }
    case 'spend': {
      const account = nth(state.accounts, step.account);
      if (!account) return;
      const res = await api.post(
        '/api/transactions',
        actual({
          type: step.type,
          amount: step.amount,
          transactionDate: step.date,
          accountId: account.dto.id,
        }),
      );
      expect([201, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 201) state.txs.push(res.json());
      return;
    }
    case 'transfer': {
      const from = nth(state.accounts, step.from);
      const to = nth(state.accounts, step.to);
      if (!from || !to || from === to) return;
      const res = await api.post(
        '/api/transactions',
        actual({
          type: 'transfer',
          amount: step.amount,
          transactionDate: step.date,
          accountId: from.dto.id,
          toAccountId: to.dto.id,
        }),
      );
      expect([201, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 201) state.txs.push(res.json());
      return;
    }
    case 'setValue': {
      const account = nth(state.accounts, step.account);
      if (!account) return;
      const res = await api.put(`/api/accounts/${account.dto.id}`, {
        ...account.payload,
        currentBalance: step.balance,
      });
      expect([200, 400, 409], res.body).toContain(res.statusCode);
      return;
    }
    case 'edit': {
      const tx = nth(state.txs, step.tx);
      if (!tx) return;
      const {
        id,
        journalEntryId,
        createdAt,
        budgetId,
        recurringParentId,
        occurrenceDate,
        nextDueDate,
        toAccountName,
        categoryName,
        // A reconciliation's mark, not an input (decision 138).
        reconciled,
        ...rest
      } = tx;
      const res = await api.put(`/api/transactions/${id}`, {
        ...rest,
        amount: step.amount,
        transactionDate: step.date,
      });
      expect([200, 404, 409], res.body).toContain(res.statusCode);
      return;
    }
    case 'delete': {
      const tx = nth(state.txs, step.tx);
      if (!tx) return;
      const res = await api.delete(`/api/transactions/${tx.id}`);
      expect([204, 404]).toContain(res.statusCode);
      state.txs = state.txs.filter((x) => x.id !== tx.id);
      return;
    }
    case 'loan': {
      const assets = state.accounts.filter((a) => a.dto.accountType === 'ASSET');
      const funding = nth(assets, step.funding);
      // With or without its past payments taken from the funding account, and financing an asset
      // the user has (another one than the funding account) or none (decision 128).
      const financed = step.onAsset ? assets.find((a) => a.dto.id !== funding?.dto.id) : undefined;
      const res = await api.post('/api/loan', {
        ...CAR,
        startDate: '2026-06-15',
        fundingAccountId: funding?.dto.id ?? null,
        postPastPayments: step.pastPayments,
        assetAccountId: financed?.dto.id ?? null,
      });
      expect(res.statusCode, res.body).toBe(201);
      state.loans.push(res.json<{ id: string }>().id);
      return;
    }
    case 'extra': {
      const loan = nth(state.loans, step.loan);
      if (!loan) return;
      const today = t.clock.now().toISOString().slice(0, 10);
      const res = await api.post(`/api/loans/${loan}/extra-payments`, {
        amount: step.amount,
        paymentDate: today,
      });
      expect([201, 400], res.body).toContain(res.statusCode);
      return;
    }
    case 'days':
      t.clock.advance(step.days * DAY);
      return;
  }
}

describe('the books hold after any sequence of operations', () => {
  it('balanced entries, cached balances equal to lines, assertions that hold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 20 }), async (ops) => {
        run += 1;
        t.clock.set('2026-11-01T12:00:00Z');
        const email = `prop-${run}@example.com`;
        let who = await signIn(t, email);
        const state = {
          accounts: [] as { dto: AccountDto; payload: AccountPayload }[],
          txs: [] as Transaction[],
          loans: [] as string[],
        };
        for (const step of ops) {
          await apply(who, state, step);
          // A fresh session after time passes, so the session's own lifetime never ends the run.
          if (step.op === 'days') who = await signIn(t, email);
          // Reads bring the ledger current (due loan payments) before the check.
          expect((await who.api.get('/api/balance-sheet')).statusCode).toBe(200);
          await expectBooksHold(t.database.db);
          await expectAssertionsHold(who.user.id);
        }
        await expectHistoryFromAssertions(who, todayOf());
      }),
      {
        numRuns: 30,
        examples: [
          // Found on PostgreSQL: a valuation dated before the first stated balance became the first
          // assertion while the later one still held the opening; moving that opening left the
          // valuation's own adjustment computed against it (assertions.ts runs a second pass).
          [
            [
              { op: 'account', liability: false, balance: '0.01', daysBack: 0 },
              { op: 'loan', funding: 0, pastPayments: true, onAsset: false },
              { op: 'valuation', account: 0, value: '0.01', daysBack: 1 },
              { op: 'setValue', account: 0, balance: '0.01' },
            ],
          ],
        ],
      },
    );
  }, 240_000);
});
