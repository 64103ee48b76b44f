import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, AccountPayload } from '../../shared/accounts';
import type { Transaction } from '../../shared/transactions';
import { asset, liability } from '../accounts/test-fixtures';
import { balanceAssertions } from '../db/schema';
import { CAR } from '../loans/loan-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual } from '../transactions/ledger-fixtures';
import { expectBooksHold } from './test-invariants';

// Random sequences of what users do — accounts, transactions, transfers, values set, loans and extra
// payments, edits and deletes, days passing — and after every step the books hold: each entry
// balances, each cached balance equals its lines, and each assertion holds on its date (issue 10).

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

type Op =
  | { op: 'account'; liability: boolean; balance: string }
  | { op: 'spend'; type: 'income' | 'expense'; account: number; amount: string; date: string }
  | { op: 'transfer'; from: number; to: number; amount: string; date: string }
  | { op: 'setValue'; account: number; balance: string }
  | { op: 'edit'; tx: number; amount: string; date: string }
  | { op: 'delete'; tx: number }
  | { op: 'loan'; funding: number }
  | { op: 'extra'; loan: number; amount: string }
  | { op: 'days'; days: number };

// Weighted towards what interacts: values set, then entries dated before them edited or deleted.
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('account' as const), liability: fc.boolean(), balance: amount }),
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
  { weight: 1, arbitrary: fc.record({ op: fc.constant('loan' as const), funding: pick }) },
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

async function expectAssertionsHold(userId: string): Promise<void> {
  const rows = await t.database.db
    .select()
    .from(balanceAssertions)
    .where(eq(balanceAssertions.userId, userId));
  for (const a of rows) {
    const result = await t.database.db.execute(sql`
      select (case when ac.normal_balance = 'debit' then 1 else -1 end) * coalesce(sum(l.debit - l.credit), 0) as held
      from accounts ac left join journal_entry_lines l on l.account_id = ac.id and l.entry_date <= ${a.assertDate}
      where ac.id = ${a.accountId} group by ac.normal_balance`);
    const held = ((result as { rows?: { held: string }[] }).rows ??
      (result as unknown as { held: string }[]))[0]?.held;
    expect(Number(held), `assertion on ${a.assertDate}`).toBeCloseTo(Number(a.balance), 2);
  }
}

let run = 0;

async function apply(
  who: SignedIn,
  state: { accounts: { dto: AccountDto; payload: AccountPayload }[]; txs: Transaction[]; loans: string[] },
  step: Op,
) {
  const { api } = who;
  const nth = <T>(list: T[], i: number) => (list.length === 0 ? undefined : list[i % list.length]);
  switch (step.op) {
    case 'account': {
      const payload = step.liability
        ? liability({ accountName: `Card ${state.accounts.length}`, currentBalance: step.balance })
        : asset({ accountName: `Bank ${state.accounts.length}`, currentBalance: step.balance });
      const res = await api.post('/api/accounts', payload);
      expect(res.statusCode, res.body).toBe(201);
      state.accounts.push({ dto: res.json(), payload });
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
      const res = await api.post('/api/loan', {
        ...CAR,
        startDate: '2026-06-15',
        fundingAccountId: funding?.dto.id ?? null,
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
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
