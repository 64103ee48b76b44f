import { describe, expect, it } from 'vitest';
import type { CategoryDto } from '../../shared/categories';
import type { RuleSuggestion } from '../../shared/rules';
import { startAppWithUsers } from '../test/app-with-users';
import { type SignedIn, signIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { actual, categoryNamed, checking, LONG_AGO, post } from '../transactions/ledger-fixtures';
import { b64, preview } from './test-helpers';

// A statement's well-known payees get their usual starting category when nothing the person said
// (a rule, the payee's history) gives one (decision 191).

let t: TestApp;
startAppWithUsers([], (app) => {
  t = app;
});

const FILE = b64(
  [
    'Date,Payee,Amount',
    '2026-10-01,WHOLE FOODS MARKET #10234 AUSTIN TX,-84.23',
    '2026-10-02,SHELL OIL 57444226,-41.00',
    '2026-10-03,ACME CORP PAYROLL,2800.00',
    '2026-10-04,HILLSIDE FARM MARKET,-12.00',
  ].join('\n'),
);

async function shown(who: SignedIn, accountId: string) {
  return (await preview(who, accountId, { fileName: 'oct.csv', content: FILE })).rows.map((r) => [
    r.categoryId,
    r.categorySource,
  ]);
}

describe('the usual category of a well-known payee', () => {
  it('is proposed for a statement’s rows that nothing else categorizes', async () => {
    const who = await signIn(t, 'common-payees@example.com');
    const account = await checking(who, '1000.00', LONG_AGO);
    const food = await categoryNamed(who, 'Food');
    const transportation = await categoryNamed(who, 'Transportation');
    const salary = await categoryNamed(who, 'Salary');
    expect(await shown(who, account.id)).toEqual([
      [food.id, 'common'],
      [transportation.id, 'common'],
      [salary.id, 'common'],
      [null, null],
    ]);
  });

  it('gives way to the payee’s history, and is not proposed into an archived category', async () => {
    const who = await signIn(t, 'common-payees-history@example.com');
    const account = await checking(who, '1000.00', LONG_AGO);
    const shopping = await categoryNamed(who, 'Shopping');
    const transportation = await categoryNamed(who, 'Transportation');
    await post(
      who,
      actual({
        accountId: account.id,
        description: 'WHOLE FOODS MARKET #998 AUSTIN TX',
        amount: '20.00',
        transactionDate: '2026-09-01',
        categoryId: shopping.id,
      }),
    );
    const archived = await who.api.put(`/api/budget-categories/${transportation.id}`, {
      name: transportation.name,
      type: 'expense',
      isActive: false,
    });
    expect(archived.json<CategoryDto>().isActive).toBe(false);
    const rows = await shown(who, account.id);
    expect(rows[0]).toEqual([shopping.id, 'history']);
    expect(rows[1]).toEqual([null, null]);
  });

  it('is the suggestion under a manual entry, said as such', async () => {
    const who = await signIn(t, 'common-payees-entry@example.com');
    const food = await categoryNamed(who, 'Food');
    const res = await who.api.get(
      '/api/rules/suggestion?description=Starbucks%20%23123&type=expense&amount=5.40',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RuleSuggestion>()).toEqual({ categoryId: food.id, source: 'common', rule: null });
  });
});
