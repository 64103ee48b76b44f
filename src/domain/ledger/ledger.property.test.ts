// Random sequences of postings over random accounts must keep the books consistent: every entry
// balances, cached balances equal balances recomputed from the lines, and the accounting equation holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, sumCents } from '../money';
import { balanceSheet } from './balance-sheet';
import { loanOriginationEntry, loanPaymentEntry, openingBalanceEntry, revaluationEntry } from './postings';
import { applyLinesToBalances, balancesFromLines } from './test-reference';
import {
  type AccountType,
  type JournalEntryDraft,
  type JournalLine,
  type LedgerAccount,
  normalBalanceFor,
} from './types';
import { isBalanced } from './validation';

const EQUITY = 'equity';
const INTEREST = 'interest-expense';
const SALARY = 'salary';

const amount = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
const positive = fc.integer({ min: 0, max: 10_000_000_000 });
const pick = fc.nat();

const operation = fc.oneof(
  fc.record({ kind: fc.constant('opening' as const), account: pick, amount }),
  fc.record({ kind: fc.constant('revaluation' as const), account: pick, newBalance: amount }),
  fc.record({ kind: fc.constant('close' as const), account: pick }),
  fc.record({
    kind: fc.constant('payment' as const),
    liability: pick,
    funding: pick,
    principal: positive,
    interest: positive,
    extra: fc.option(positive, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('origination' as const),
    asset: pick,
    liability: pick,
    principal: positive,
    assetPrice: fc.option(positive, { nil: undefined }),
    toCash: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('income' as const), asset: pick, amount: fc.integer({ min: 1, max: 1e9 }) }),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function account(id: string, accountType: AccountType): LedgerAccount {
  return { id, accountType, normalBalance: normalBalanceFor(accountType) };
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('Picked from an empty list');
  return item;
}

function draftFor(
  op: Operation,
  assets: LedgerAccount[],
  liabilities: LedgerAccount[],
  balances: ReadonlyMap<string, Cents>,
): JournalEntryDraft | null {
  const books = [...assets, ...liabilities];
  switch (op.kind) {
    case 'opening':
      return openingBalanceEntry({
        account: at(books, op.account),
        amount: op.amount,
        equityAccountId: EQUITY,
      });
    case 'revaluation': {
      const target = at(books, op.account);
      const previousBalance = balances.get(target.id) ?? 0;
      return revaluationEntry({
        account: target,
        previousBalance,
        newBalance: op.newBalance,
        equityAccountId: EQUITY,
      });
    }
    case 'close': {
      const target = at(books, op.account);
      // Closing an account is a revaluation to zero.
      return revaluationEntry({
        account: target,
        previousBalance: balances.get(target.id) ?? 0,
        newBalance: 0,
        equityAccountId: EQUITY,
      });
    }
    case 'payment':
      return loanPaymentEntry({
        liabilityAccountId: at(liabilities, op.liability).id,
        interestExpenseAccountId: INTEREST,
        fundingAccountId: at(assets, op.funding).id,
        principal: op.principal,
        interest: op.interest,
        extra: op.extra,
      });
    case 'origination': {
      const liabilityAccountId = at(liabilities, op.liability).id;
      const assetAccountId = at(assets, op.asset).id;
      if (op.assetPrice === undefined) {
        const proceedsAccountId = op.toCash ? assetAccountId : undefined;
        return loanOriginationEntry({
          liabilityAccountId,
          principal: op.principal,
          equityAccountId: EQUITY,
          proceedsAccountId,
        });
      }
      return loanOriginationEntry({
        liabilityAccountId,
        principal: op.principal,
        equityAccountId: EQUITY,
        assetAccountId,
        assetPrice: op.assetPrice,
      });
    }
    case 'income': {
      const lines: JournalLine[] = [
        { accountId: at(assets, op.asset).id, debit: op.amount, credit: 0 },
        { accountId: SALARY, debit: 0, credit: op.amount },
      ];
      return { description: 'Salary', lines };
    }
  }
}

function sumOfType(
  accounts: readonly LedgerAccount[],
  balances: ReadonlyMap<string, Cents>,
  kind: AccountType,
): Cents {
  return sumCents(accounts.filter((a) => a.accountType === kind).map((a) => balances.get(a.id) ?? 0));
}

describe('ledger postings over random histories', () => {
  it('keep every entry balanced and the books consistent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(operation, { maxLength: 40 }),
        (assetCount, liabilityCount, operations) => {
          const assets = Array.from({ length: assetCount }, (_, i) => account(`asset-${i}`, 'ASSET'));
          const liabilities = Array.from({ length: liabilityCount }, (_, i) =>
            account(`liability-${i}`, 'LIABILITY'),
          );
          const accounts = [
            ...assets,
            ...liabilities,
            account(EQUITY, 'EQUITY'),
            account(INTEREST, 'EXPENSE'),
            account(SALARY, 'INCOME'),
          ];
          const accountsById = new Map(accounts.map((a) => [a.id, a]));
          let balances: Map<string, Cents> = new Map();
          const allLines: JournalLine[] = [];

          for (const op of operations) {
            const draft = draftFor(op, assets, liabilities, balances);
            if (draft === null) continue;
            expect(isBalanced(draft.lines)).toBe(true);
            balances = applyLinesToBalances(balances, accountsById, draft.lines);
            allLines.push(...draft.lines);
            if (op.kind === 'close')
              expect(balances.get(at([...assets, ...liabilities], op.account).id)).toBe(0);
            if (op.kind === 'revaluation') {
              expect(balances.get(at([...assets, ...liabilities], op.account).id)).toBe(op.newBalance);
            }
          }

          const direct = balancesFromLines(accounts, allLines);
          for (const a of accounts) expect(balances.get(a.id) ?? 0).toBe(direct.get(a.id));

          // Assets = Liabilities + Equity + Income − Expenses, each in its normal direction.
          const assetTotal = sumOfType(accounts, direct, 'ASSET');
          const liabilityTotal = sumOfType(accounts, direct, 'LIABILITY');
          const equityTotal = sumOfType(accounts, direct, 'EQUITY');
          const incomeTotal = sumOfType(accounts, direct, 'INCOME');
          const expenseTotal = sumOfType(accounts, direct, 'EXPENSE');
          expect(assetTotal).toBe(sumCents([liabilityTotal, equityTotal, incomeTotal, -expenseTotal]));

          expect(balanceSheet(accounts, balances)).toEqual({
            totalAssets: assetTotal,
            totalLiabilities: liabilityTotal,
            netWorth: sumCents([assetTotal, -liabilityTotal]),
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
