import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetDetail } from '../../shared/budgets';
import type { CategoryDto } from '../../shared/categories';
import type { SavedSettings } from '../../shared/settings';
import type { Transaction, TransactionInput } from '../../shared/transactions';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// A change of base currency may convert what is kept in it (decision 186): budgets, and income and
// expenses without an account. The test clock starts on 2026-11-21.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function created<T>(who: SignedIn, url: string, body: unknown): Promise<T> {
  const res = await who.api.post(url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}

const rate = (who: SignedIn, base: string, quote: string, value: string, rateDate = '2026-11-20') =>
  created(who, '/api/exchange-rates', { rateDate, base, quote, rate: value });

/** A household in dollars: a budget, a projection, a split one-off without an account, and rent paid. */
async function household(email: string) {
  const who = await signIn(t, email);
  const categories = (await who.api.get('/api/budget-categories')).json<CategoryDto[]>();
  const id = (name: string) => categories.find((c) => c.name === name)?.id ?? '';
  const budget = await created<BudgetDetail>(who, '/api/budgets', {
    name: 'November',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    items: [
      { categoryId: id('Food'), amount: '500.00' },
      { categoryId: id('Housing'), amount: '1234.57' },
      { categoryId: id('Salary'), amount: '3000.00' },
    ],
  });
  const projection = await created<Transaction>(who, '/api/transactions', {
    amount: '100.00',
    type: 'income',
    description: 'Tutoring',
    transactionDate: '2026-11-01',
    isRecurring: true,
    recurringFrequency: 'monthly',
  } satisfies TransactionInput);
  const split = await created<Transaction>(who, '/api/transactions', {
    amount: '10.00',
    type: 'expense',
    description: 'Market',
    transactionDate: '2026-11-15',
    splits: [
      { categoryId: id('Food'), amount: '3.33' },
      { categoryId: id('Shopping'), amount: '3.33' },
      { categoryId: id('Food'), amount: '3.34' },
    ],
  } satisfies TransactionInput);
  const checking = await createAccount(who.api, asset({ currentBalance: '5000.00' }));
  const rent = await created<Transaction>(who, '/api/transactions', {
    amount: '900.00',
    type: 'expense',
    description: 'Rent',
    transactionDate: '2026-11-01',
    isRecurring: true,
    recurringFrequency: 'monthly',
    accountId: checking.id,
  } satisfies TransactionInput);
  return { who, budget, projection, split, rent };
}

type Household = Awaited<ReturnType<typeof household>>;

/** What the household's amounts read now. */
async function amounts({ who, budget, projection, split, rent }: Household) {
  const detail = (await who.api.get(`/api/budgets/${budget.id}`)).json<BudgetDetail>();
  const one = async (id: string) => (await who.api.get(`/api/transactions/${id}`)).json<Transaction>();
  const splitRow = await one(split.id);
  return {
    items: detail.items.map((i) => i.amount).sort(),
    totals: [detail.totalIncome, detail.totalExpenses],
    projection: (await one(projection.id)).amount,
    split: [splitRow.amount, ...splitRow.splits.map((p) => p.amount)],
    rent: (await one(rent.id)).amount,
  };
}

describe('a change of base currency', () => {
  it('converts budgets and items without an account at today’s rate when asked, and nothing else', async () => {
    const home = await household('convert-base@example.com');
    // Stored the other way round: 1 EUR = 1.25 USD, so a dollar is 0.80 euro.
    await rate(home.who, 'EUR', 'USD', '1.25');
    const res = await home.who.api.put('/api/settings', { baseCurrency: 'EUR', convertAmounts: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedSettings>()).toEqual({
      timeZone: null,
      today: '2026-11-21',
      baseCurrency: 'EUR',
      converted: {
        from: 'USD',
        to: 'EUR',
        rate: { base: 'EUR', quote: 'USD', rate: '1.25', rateDate: '2026-11-20' },
        budgetItems: 3,
        transactions: 2,
      },
    });
    expect(await amounts(home)).toEqual({
      // 1,234.57 × 0.8 = 987.656, half-even to 987.66.
      items: ['2400.00', '400.00', '987.66'],
      totals: ['2400.00', '1387.66'],
      projection: '80.00',
      // 3.33 × 0.8 = 2.664 → 2.66 twice, 3.34 → 2.67: 7.99, one cent short of 8.00, which the largest
      // part takes.
      split: ['8.00', '2.66', '2.66', '2.68'],
      // Rent is paid from a dollar account: it stays in dollars.
      rent: '900.00',
    });
  });

  it('keeps the amounts without convertAmounts, and converts nothing when the currency stays', async () => {
    const home = await household('keep-base@example.com');
    const before = await amounts(home);
    await rate(home.who, 'USD', 'GBP', '0.79');
    const kept = await home.who.api.put('/api/settings', { baseCurrency: 'GBP' });
    expect(kept.json<SavedSettings>().converted).toBeNull();
    expect(await amounts(home)).toEqual(before);
    const same = await home.who.api.put('/api/settings', { baseCurrency: 'GBP', convertAmounts: true });
    expect(same.json<SavedSettings>()).toMatchObject({ baseCurrency: 'GBP', converted: null });
    expect(await amounts(home)).toEqual(before);
  });

  it.each([
    [
      'without a rate',
      'CHF',
      null,
      'No USD–CHF rate on or before 2026-11-21 to convert your budgets and items without an account: add one under Exchange rates, or keep their amounts',
    ],
    [
      'past the largest amount',
      'IDR',
      ['USD', 'IDR', '16000000', '2026-11-20'],
      'A budget or an item without an account would be larger than the largest amount in IDR: keep their amounts, or lower them first',
    ],
    [
      'rounded to nothing',
      'KWD',
      ['USD', 'KWD', '0.0001', '2026-11-20'],
      'A budget or an item without an account would round to nothing in KWD: keep their amounts, or raise them first',
    ],
  ] as const)(
    'refuses %s with 400 naming baseCurrency, and changes nothing',
    async (_, to, stored, message) => {
      const home = await household(`refuse-base-${to.toLowerCase()}-${stored?.[3] ?? 'none'}@example.com`);
      if (stored) await rate(home.who, stored[0], stored[1], stored[2], stored[3]);
      const before = await amounts(home);
      const res = await home.who.api.put('/api/settings', {
        baseCurrency: to,
        convertAmounts: true,
        timeZone: 'Europe/Paris',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ baseCurrency: message });
      expect((await home.who.api.get('/api/settings')).json()).toMatchObject({
        baseCurrency: 'USD',
        timeZone: null,
      });
      expect(await amounts(home)).toEqual(before);
    },
  );

  it('needs no rate when there is nothing to convert', async () => {
    const who = await signIn(t, 'nothing-to-convert@example.com');
    await createAccount(who.api, asset({ currentBalance: '10.00' }));
    const res = await who.api.put('/api/settings', { baseCurrency: 'NZD', convertAmounts: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedSettings>().converted).toEqual({
      from: 'USD',
      to: 'NZD',
      rate: null,
      budgetItems: 0,
      transactions: 0,
    });
  });

  it('refuses a convertAmounts that is not true or false', async () => {
    const { who } = await household('bad-convert@example.com');
    const res = await who.api.put('/api/settings', { baseCurrency: 'EUR', convertAmounts: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ convertAmounts: 'convertAmounts must be true or false' });
  });
});
