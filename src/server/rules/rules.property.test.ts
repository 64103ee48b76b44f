import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '../../shared/accounts';
import type { CategoryDto } from '../../shared/categories';
import type { RuleDto, RuleRunDto } from '../../shared/rules';
import type { Transaction } from '../../shared/transactions';
import { b64, checking, commitNew } from '../imports/test-helpers';
import { expectBooksHold } from '../ledger/test-invariants';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// Whatever rule is applied to a real book, no transaction's amount, date, type or account changes,
// no account's balance moves and the books still balance; undoing the run puts back every category
// and payee exactly.

let t: TestApp;
let who: SignedIn;
let accounts: AccountDto[] = [];
let categories: CategoryDto[] = [];
beforeAll(async () => {
  t = await startTestApp();
  who = await signIn(t, 'rules-property@example.com');
  accounts = [await checking(who, '500.00'), await checking(who, '0.00')];
  const payees = ['CORNER CAFE 12', 'Corner Cafe', 'ACME PAYROLL', 'FUEL STOP 9', 'BOOKSHOP', 'cafe bar'];
  for (const [a, account] of accounts.entries()) {
    const lines = Array.from({ length: 12 }, (_, i) => {
      const cents = ((i * 7919 + a * 31) % 20_000) + 1;
      const sign = i % 4 === 2 ? '' : '-';
      return `2026-10-${String(i + 1).padStart(2, '0')},${payees[(i + a) % payees.length]},${sign}${(cents / 100).toFixed(2)}`;
    });
    await commitNew(who, account.id, {
      fileName: `s${a}.csv`,
      content: b64(['Date,Description,Amount', ...lines].join('\n')),
    });
  }
  categories = (await who.api.get('/api/budget-categories')).json<CategoryDto[]>();
});
afterAll(async () => {
  await t.close();
});

const state = async () => {
  const txs = (await who.api.get('/api/transactions')).json<Transaction[]>();
  const balances = (await who.api.get('/api/accounts'))
    .json<AccountDto[]>()
    .map((a) => [a.id, a.currentBalance]);
  return {
    money: txs.map((x) => [x.id, x.amount, x.type, x.transactionDate, x.accountId]).sort(),
    labels: txs.map((x) => [x.id, x.categoryId, x.description]).sort(),
    balances: balances.sort(),
  };
};

describe('applying a rule', () => {
  it('never changes an amount or a balance, and undo restores every category and payee', async () => {
    const word = fc.constantFrom('cafe', 'corner', 'acme', 'fuel', 'book', 'bar');
    const condition = fc.oneof(
      fc.record({
        field: fc.constant('payee'),
        operator: fc.constantFrom('contains', 'equals', 'startsWith'),
        value: word,
      }),
      fc.record({
        field: fc.constant('amount'),
        operator: fc.constant('sign'),
        sign: fc.constantFrom('in', 'out'),
      }),
      fc.tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 150 })).map(([x, y]) => ({
        field: 'amount',
        operator: 'between',
        min: `${Math.min(x, y)}.00`,
        max: `${Math.max(x, y)}.00`,
      })),
      fc.constantFrom(...accounts.map((a) => ({ field: 'account', operator: 'is', accountId: a.id }))),
    );
    const action = fc.oneof(
      fc.constantFrom(...categories.map((c) => ({ type: 'setCategory', categoryId: c.id }))),
      word.map((w) => ({ type: 'renamePayee', payee: `${w} (renamed)` })),
    );
    const original = await state();
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(condition, { minLength: 1, maxLength: 3 })
          .filter((cs) => cs.filter((c) => c.field === 'account').length <= 1),
        fc.uniqueArray(action, { minLength: 1, maxLength: 2, selector: (a) => a.type }),
        async (conditions, actions) => {
          const created = await who.api.post('/api/rules', { conditions, actions });
          expect(created.statusCode, created.body).toBe(201);
          const rule = created.json<RuleDto>();
          const run = await who.api.post(`/api/rules/${rule.id}/apply`);
          expect(run.statusCode, run.body).toBe(201);
          const after = await state();
          expect(after.money).toEqual(original.money);
          expect(after.balances).toEqual(original.balances);
          await expectBooksHold(t.database.db);
          expect((await who.api.delete(`/api/rule-runs/${run.json<RuleRunDto>().id}`)).statusCode).toBe(200);
          expect(await state()).toEqual(original);
          expect((await who.api.delete(`/api/rules/${rule.id}`)).statusCode).toBe(204);
        },
      ),
      { numRuns: 12 },
    );
  });
});
