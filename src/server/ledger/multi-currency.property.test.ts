import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorUnitsOf } from '../../domain/currency/codes';
import type { AccountDto } from '../../shared/accounts';
import { CHANGE_ID_HEADER } from '../../shared/headers';
import type { Transaction, TransactionInput } from '../../shared/transactions';
import { asset, liability } from '../accounts/test-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual } from '../transactions/ledger-fixtures';
import { expectBooksHold } from './test-invariants';

// Random multi-currency sequences (issue 24): accounts in dollars, euros and yen, income and expenses
// in each, transfers within one currency and across two (both amounts, decision 152), edits that move
// a transfer between the two kinds, deletes, bulk deletes and their undo, values set. After every
// step both invariants hold: each entry balances in each currency (decision 147), and each cached
// balance equals the sum of its lines.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const CURRENCIES = ['USD', 'EUR', 'JPY'] as const;
/** Up to 5,000.00 in hundredths; whole for a currency without decimals. */
const hundredths = fc.integer({ min: 1, max: 500_000 });
const inCurrency = (h: number, currency: string) => {
  const value = minorUnitsOf(currency) === 0 ? Math.max(100, h - (h % 100)) : h;
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
};
const date = fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`);
const pick = fc.nat({ max: 5 });

type Op =
  | { op: 'account'; currency: string; liability: boolean; balance: number }
  | { op: 'spend'; type: 'income' | 'expense'; account: number; amount: number; date: string }
  | { op: 'transfer'; from: number; to: number; sent: number; received: number; date: string }
  | { op: 'editTransfer'; tx: number; from: number; to: number; sent: number; received: number }
  | { op: 'delete'; tx: number; undo: boolean }
  | { op: 'bulkDelete'; txs: number[]; undo: boolean }
  | { op: 'setValue'; account: number; balance: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('account' as const),
      currency: fc.constantFrom(...CURRENCIES),
      liability: fc.boolean(),
      balance: hundredths,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('spend' as const),
      type: fc.constantFrom('income' as const, 'expense' as const),
      account: pick,
      amount: hundredths,
      date,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('transfer' as const),
      from: pick,
      to: pick,
      sent: hundredths,
      received: hundredths,
      date,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('editTransfer' as const),
      tx: pick,
      from: pick,
      to: pick,
      sent: hundredths,
      received: hundredths,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('delete' as const), tx: pick, undo: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('bulkDelete' as const),
      txs: fc.array(pick, { minLength: 1, maxLength: 3 }),
      undo: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('setValue' as const), account: pick, balance: hundredths }),
  },
);

interface State {
  accounts: AccountDto[];
  txs: Transaction[];
}

const nth = <T>(list: readonly T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[i % list.length];

/** A transfer's payload between two accounts: the second amount only across currencies. */
function transferBody(from: AccountDto, to: AccountDto, sent: number, received: number, on: string) {
  return actual({
    type: 'transfer',
    description: 'Move',
    transactionDate: on,
    accountId: from.id,
    toAccountId: to.id,
    amount: inCurrency(sent, from.currency),
    ...(from.currency === to.currency ? {} : { receivedAmount: inCurrency(received, to.currency) }),
  });
}

async function undo(who: SignedIn, changeId: string | undefined): Promise<void> {
  const res = await who.api.post('/api/transactions/restore', { changeId });
  expect(res.statusCode, res.body).toBe(200);
}

async function apply(who: SignedIn, state: State, step: Op): Promise<void> {
  const { api } = who;
  switch (step.op) {
    case 'account': {
      const make = step.liability ? liability : asset;
      const res = await api.post(
        '/api/accounts',
        make({
          accountName: `${step.currency} ${state.accounts.length}`,
          currency: step.currency,
          currentBalance: inCurrency(step.balance, step.currency),
          balanceDate: '2026-01-01',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      state.accounts.push(res.json<AccountDto>());
      return;
    }
    case 'spend': {
      const account = nth(state.accounts, step.account);
      if (!account) return;
      const body: TransactionInput = actual({
        type: step.type,
        accountId: account.id,
        amount: inCurrency(step.amount, account.currency),
        transactionDate: step.date,
      });
      const res = await api.post('/api/transactions', body);
      expect(res.statusCode, res.body).toBe(201);
      state.txs.push(res.json<Transaction>());
      return;
    }
    case 'transfer': {
      const from = nth(state.accounts, step.from);
      const to = nth(state.accounts, step.to);
      if (!from || !to || from.id === to.id) return;
      const res = await api.post(
        '/api/transactions',
        transferBody(from, to, step.sent, step.received, step.date),
      );
      expect(res.statusCode, res.body).toBe(201);
      state.txs.push(res.json<Transaction>());
      return;
    }
    case 'editTransfer': {
      const tx = nth(
        state.txs.filter((x) => x.type === 'transfer'),
        step.tx,
      );
      const from = nth(state.accounts, step.from);
      const to = nth(state.accounts, step.to);
      if (!tx || !from || !to || from.id === to.id) return;
      const res = await api.put(
        `/api/transactions/${tx.id}`,
        transferBody(from, to, step.sent, step.received, tx.transactionDate),
      );
      expect(res.statusCode, res.body).toBe(200);
      state.txs[state.txs.indexOf(tx)] = res.json<Transaction>();
      return;
    }
    case 'delete': {
      const tx = nth(state.txs, step.tx);
      if (!tx) return;
      const res = await api.delete(`/api/transactions/${tx.id}`);
      expect(res.statusCode, res.body).toBe(204);
      await expectBooksHold(t.database.db);
      if (step.undo) await undo(who, res.headers[CHANGE_ID_HEADER.toLowerCase()] as string);
      else state.txs.splice(state.txs.indexOf(tx), 1);
      return;
    }
    case 'bulkDelete': {
      const chosen = [...new Set(step.txs.map((i) => nth(state.txs, i)).filter((x) => x !== undefined))];
      if (chosen.length === 0) return;
      const res = await api.post('/api/transactions/bulk', {
        ids: chosen.map((x) => x.id),
        action: 'delete',
      });
      expect(res.statusCode, res.body).toBe(200);
      await expectBooksHold(t.database.db);
      if (step.undo) await undo(who, res.json<{ changeId: string }>().changeId);
      else state.txs = state.txs.filter((x) => !chosen.includes(x));
      return;
    }
    case 'setValue': {
      const account = nth(state.accounts, step.account);
      if (!account) return;
      const res = await api.put(`/api/accounts/${account.id}`, {
        ...(account.accountType === 'LIABILITY' ? liability() : asset()),
        accountName: account.accountName,
        currentBalance: inCurrency(step.balance, account.currency),
      });
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
  }
}

let run = 0;

describe('the books hold after any multi-currency sequence', () => {
  it('every entry balances in each currency and every cached balance equals its lines', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 15 }), async (ops) => {
        run += 1;
        const who = await signIn(t, `fx-prop-${run}@example.com`);
        const state: State = { accounts: [], txs: [] };
        for (const step of ops) {
          await apply(who, state, step);
          await expectBooksHold(t.database.db);
        }
      }),
      {
        numRuns: 20,
        examples: [
          // A dollar-to-euro transfer edited into one between two dollar accounts, then back, then undone.
          [
            [
              { op: 'account', currency: 'USD', liability: false, balance: 100_000 },
              { op: 'account', currency: 'EUR', liability: false, balance: 100 },
              { op: 'account', currency: 'USD', liability: true, balance: 5_000 },
              { op: 'transfer', from: 0, to: 1, sent: 10_842, received: 10_000, date: '2026-10-02' },
              { op: 'editTransfer', tx: 0, from: 0, to: 2, sent: 5_000, received: 1 },
              { op: 'editTransfer', tx: 0, from: 1, to: 0, sent: 2_000, received: 2_150 },
              { op: 'delete', tx: 0, undo: true },
            ],
          ],
        ],
      },
    );
  }, 300_000);
});
