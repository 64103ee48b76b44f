import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '../../shared/accounts';
import type { BudgetDetail, BudgetInput } from '../../shared/budgets';
import type { CategoryDto } from '../../shared/categories';
import type { Budget, TransactionInput } from '../../shared/transactions';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// The test clock starts on 2026-11-21.
let t: TestApp;
let ann: SignedIn;
let checking: AccountDto;
let savings: AccountDto;
let categories: CategoryDto[];
const category = (name: string) => {
  const found = categories.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
};

beforeAll(async () => {
  t = await startTestApp();
  ann = await signIn(t, 'ann@example.com');
  checking = await createAccount(ann.api, asset({ currentBalance: '5000.00' }));
  savings = await createAccount(
    ann.api,
    asset({ accountName: 'Savings', accountNumber: 'SAV-1', accountSubtype: 'savings', currentBalance: '0' }),
  );
  categories = (await ann.api.get('/api/budget-categories')).json<CategoryDto[]>();
});
afterAll(async () => {
  await t.close();
});

const spend = (
  amount: string,
  date: string,
  categoryId: string | null,
  accountId: string | null = checking.id,
) =>
  ({
    amount,
    type: 'expense',
    description: `Spent ${amount}`,
    transactionDate: date,
    accountId,
    categoryId,
  }) satisfies TransactionInput;

async function post(who: SignedIn, body: TransactionInput): Promise<void> {
  const res = await who.api.post('/api/transactions', body);
  expect(res.statusCode, res.body).toBe(201);
}

async function createBudget(who: SignedIn, body: BudgetInput): Promise<BudgetDetail> {
  const res = await who.api.post('/api/budgets', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BudgetDetail>();
}

const november = (items: BudgetInput['items']): BudgetInput => ({
  name: 'November',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  items,
});

describe('budget actuals', () => {
  it('count posted entries of the item’s category inside the period only, transfers never', async () => {
    const food = category('Food');
    const housing = category('Housing');
    await post(ann, spend('42.50', '2026-11-20', food));
    await post(ann, spend('7.25', '2026-11-01', food));
    await post(ann, spend('99.00', '2026-10-31', food)); // before the period
    await post(ann, spend('13.00', '2026-11-05', category('Shopping'))); // another category
    await post(ann, spend('150.00', '2026-11-02', housing));
    await post(ann, { ...spend('1000.00', '2026-11-03', null), type: 'transfer', toAccountId: savings.id });
    await post(ann, {
      amount: '3000.00',
      type: 'income',
      description: 'Pay',
      transactionDate: '2026-11-14',
      accountId: checking.id,
      categoryId: category('Salary'),
    });

    const budget = await createBudget(
      ann,
      november([
        { categoryId: food, amount: '500.00', notes: 'Groceries and eating out' },
        { categoryId: housing, amount: '100' },
        { categoryId: category('Salary'), amount: '2500.00' },
      ]),
    );
    const byName = Object.fromEntries(budget.items.map((i) => [i.categoryName, i]));
    expect(byName.Food).toMatchObject({
      amount: '500.00',
      actualAmount: '49.75',
      remaining: '450.25',
      overBy: '0.00',
      percentUsed: 9,
      notes: 'Groceries and eating out',
      categoryType: 'expense',
    });
    expect(byName.Housing).toMatchObject({ actualAmount: '150.00', remaining: '-50.00', overBy: '50.00' });
    expect(byName.Salary).toMatchObject({
      categoryType: 'income',
      actualAmount: '3000.00',
      remaining: '-500.00',
    });
    expect(budget.totals).toEqual({
      plannedIncome: '2500.00',
      actualIncome: '3000.00',
      plannedExpenses: '600.00',
      actualExpenses: '199.75',
      remaining: '400.25',
    });
    expect(budget).toMatchObject({ totalIncome: '2500.00', totalExpenses: '600.00', isCurrent: true });

    // Not stored: a new expense shows on the next read, and deleting it takes it away again.
    const res = await ann.api.post('/api/transactions', spend('10.00', '2026-11-21', food));
    const again = (await ann.api.get(`/api/budgets/${budget.id}`)).json<BudgetDetail>();
    expect(again.items.find((i) => i.categoryName === 'Food')?.actualAmount).toBe('59.75');
    await ann.api.delete(`/api/transactions/${res.json<{ id: string }>().id}`);
    const after = (await ann.api.get(`/api/budgets/${budget.id}`)).json<BudgetDetail>();
    expect(after.items.find((i) => i.categoryName === 'Food')?.actualAmount).toBe('49.75');
  });

  it('are read for an open-ended budget from its start on', async () => {
    const budget = await createBudget(ann, {
      name: 'Since October',
      startDate: '2026-10-01',
      endDate: null,
      items: [{ categoryId: category('Food'), amount: '1000.00' }],
    });
    expect(budget.items[0]?.actualAmount).toBe('148.75');
  });
});

describe('budget CRUD', () => {
  it('edits, replaces items, copies to the next month and deletes', async () => {
    const food = category('Food');
    const budget = await createBudget(ann, november([{ categoryId: food, amount: '400.00' }]));
    const put = await ann.api.put(`/api/budgets/${budget.id}`, {
      ...november([
        { categoryId: food, amount: '450.00' },
        { categoryId: category('Utilities'), amount: '120.00' },
      ]),
      name: 'November plan',
      description: 'Tighter',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<BudgetDetail>()).toMatchObject({
      name: 'November plan',
      description: 'Tighter',
      totalExpenses: '570.00',
    });

    const added = await ann.api.post(`/api/budgets/${budget.id}/items`, {
      categoryId: category('Transportation'),
      amount: '80.00',
    });
    expect(added.statusCode, added.body).toBe(201);
    const withThree = added.json<BudgetDetail>();
    expect(withThree.items).toHaveLength(3);
    expect(withThree.totalExpenses).toBe('650.00');
    const transport = withThree.items.find((i) => i.categoryName === 'Transportation');
    const changed = await ann.api.put(`/api/budgets/${budget.id}/items/${transport?.id}`, {
      categoryId: category('Transportation'),
      amount: '90.00',
      notes: 'Bus pass',
    });
    expect(changed.json<BudgetDetail>().totalExpenses).toBe('660.00');
    const duplicate = await ann.api.post(`/api/budgets/${budget.id}/items`, {
      categoryId: food,
      amount: '1',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toHaveProperty('categoryId');
    const removed = await ann.api.delete(`/api/budgets/${budget.id}/items/${transport?.id}`);
    expect(removed.json<BudgetDetail>().totalExpenses).toBe('570.00');

    const copy = await ann.api.post(`/api/budgets/${budget.id}/copy`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    const december = copy.json<BudgetDetail>();
    expect(december).toMatchObject({
      name: 'November plan',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      totalExpenses: '570.00',
      isCurrent: false,
    });
    expect(december.items.map((i) => [i.categoryName, i.amount, i.actualAmount])).toEqual([
      ['Food', '450.00', '0.00'],
      ['Utilities', '120.00', '0.00'],
    ]);
    const named = await ann.api.post(`/api/budgets/${december.id}/copy`, { name: 'January' });
    expect(named.json<BudgetDetail>()).toMatchObject({
      name: 'January',
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    });

    const list = (await ann.api.get('/api/budgets')).json<Budget[]>();
    expect(list.map((b) => b.startDate).slice(0, 2)).toEqual(['2027-01-01', '2026-12-01']);
    expect((await ann.api.delete(`/api/budgets/${december.id}`)).statusCode).toBe(204);
    expect((await ann.api.get(`/api/budgets/${december.id}`)).statusCode).toBe(404);
  });

  it('refuses to copy a budget without an end date', async () => {
    const open = await createBudget(ann, { name: 'Open', startDate: '2026-11-01' });
    const res = await ann.api.post(`/api/budgets/${open.id}/copy`);
    expect(res.statusCode).toBe(400);
  });
});

describe('budget isolation and validation', () => {
  it('answers 404 for another user’s budget and changes nothing', async () => {
    const budget = await createBudget(ann, november([{ categoryId: category('Food'), amount: '10.00' }]));
    const bob = await signIn(t, 'bob@example.com');
    const url = `/api/budgets/${budget.id}`;
    const item = budget.items[0]?.id;
    const body = november([]);
    const answers = [
      await bob.api.get(url),
      await bob.api.put(url, body),
      await bob.api.delete(url),
      await bob.api.post(`${url}/copy`, {}),
      await bob.api.post(`${url}/items`, { categoryId: category('Food'), amount: '1.00' }),
      await bob.api.put(`${url}/items/${item}`, { categoryId: category('Food'), amount: '1.00' }),
      await bob.api.delete(`${url}/items/${item}`),
      await bob.api.get('/api/budgets/not-an-id'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await bob.api.get('/api/budgets')).json()).toEqual([]);
    expect((await ann.api.get(url)).json<BudgetDetail>()).toEqual(budget);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const before = (await ann.api.get('/api/budgets')).json<Budget[]>();
    const bob = await signIn(t, 'bob2@example.com');
    const bobsFood = (await bob.api.get('/api/budget-categories')).json<CategoryDto[]>()[0]?.id ?? '';
    const cases: [unknown, string][] = [
      [{ ...november([]), name: '  ' }, 'name'],
      [{ ...november([]), endDate: '2026-10-31' }, 'endDate'],
      [{ ...november([]), startDate: '2026-02-30' }, 'startDate'],
      [november([{ categoryId: category('Food'), amount: 'abc' }]), 'items.0.amount'],
      [november([{ categoryId: category('Food'), amount: '-5' }]), 'items.0.amount'],
      [november([{ categoryId: bobsFood, amount: '5' }]), 'items.0.categoryId'],
      [
        november([
          { categoryId: category('Food'), amount: '5' },
          { categoryId: category('Food'), amount: '6' },
        ]),
        'items.1.categoryId',
      ],
      [{ ...november([]), extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await ann.api.post('/api/budgets', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await ann.api.get('/api/budgets')).json()).toEqual(before);
  });
});
