import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, BalanceSheetDto } from '../../shared/accounts';
import type { BudgetDetail } from '../../shared/budgets';
import type { CashFlowForecastDto } from '../../shared/cash-flow-forecast';
import type { CategoryDto } from '../../shared/categories';
import type { MissingRateDto } from '../../shared/exchange-rates';
import type { AccountHistoryPoint, NetWorthChangeDto, NetWorthPoint } from '../../shared/net-worth-history';
import type { TransactionCount } from '../../shared/transaction-changes';
import type { CashFlowSummary, TransactionInput } from '../../shared/transactions';
import { asset, create, liability } from '../accounts/test-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// Issue 24, decision 153: a household in three currencies (dollars the base, a euro savings account, a
// pound credit card) with rates on several dates. Every report endpoint answers in the base currency,
// each currency's balance at each date's rate, each flow at its own date's: the expected figures are
// converted here by hand, from the same events, so an unconverted sum (or one at today's rate) fails.
// The test clock starts on 2026-11-21.

const TODAY = '2026-11-21';
const OPENED = '2026-09-01';

type Code = 'USD' | 'EUR' | 'GBP';
/** 1 code = rate USD, from each date on. */
const RATES: Record<Exclude<Code, 'USD'>, [string, string][]> = {
  EUR: [
    ['2026-09-01', '1.10'],
    ['2026-10-15', '1.20'],
    [TODAY, '1.0842'],
  ],
  GBP: [
    ['2026-09-01', '1.30'],
    ['2026-11-01', '1.40'],
  ],
};

/** Cents as a bigint. */
const cents = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -value : value;
};
const text = (value: bigint): string => {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  return `${negative ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
};

/** amount × rate, rounded half-even to the cent: the hand conversion. */
function times(amount: bigint, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const numerator = amount * BigInt(whole + fraction);
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  let quotient = magnitude / scale;
  const remainder = magnitude % scale;
  if (remainder * 2n > scale || (remainder * 2n === scale && quotient % 2n === 1n)) quotient += 1n;
  return quotient * sign;
}

function rateOn(code: Code, date: string): string {
  if (code === 'USD') return '1';
  const known = RATES[code].filter(([d]) => d <= date);
  const last = known[known.length - 1];
  if (!last) throw new Error(`no ${code} rate on ${date}`);
  return last[1];
}
const inUsd = (amount: bigint, code: Code, date: string) => times(amount, rateOn(code, date));

interface Holding {
  name: string;
  code: Code;
  kind: 'asset' | 'liability';
  subtype: string;
  opening: string;
}
const HOLDINGS: Holding[] = [
  { name: 'Checking', code: 'USD', kind: 'asset', subtype: 'checking', opening: '1000.00' },
  { name: 'Girokonto', code: 'EUR', kind: 'asset', subtype: 'savings', opening: '2000.00' },
  { name: 'Barclaycard', code: 'GBP', kind: 'liability', subtype: 'credit_card', opening: '500.00' },
];

interface Flow {
  date: string;
  holding: string;
  type: 'income' | 'expense';
  amount: string;
  category: 'Food' | 'income';
}
const FLOWS: Flow[] = [
  { date: '2026-10-20', holding: 'Girokonto', type: 'expense', amount: '100.00', category: 'Food' },
  { date: '2026-11-05', holding: 'Checking', type: 'expense', amount: '50.00', category: 'Food' },
  { date: '2026-11-10', holding: 'Girokonto', type: 'income', amount: '300.00', category: 'income' },
  { date: '2026-11-12', holding: 'Barclaycard', type: 'expense', amount: '40.00', category: 'Food' },
];

const holding = (name: string) => HOLDINGS.find((h) => h.name === name) as Holding;

/** A holding's balance (its normal direction, own currency) at the end of a date. */
function balanceOn(h: Holding, date: string): bigint {
  let balance = cents(h.opening);
  for (const f of FLOWS) {
    if (f.holding !== h.name || f.date > date) continue;
    const into = f.type === 'income' ? 1n : -1n;
    balance += (h.kind === 'asset' ? into : -into) * cents(f.amount);
  }
  return balance;
}
function expectedPoint(date: string) {
  let assets = 0n;
  let liabilities = 0n;
  for (const h of HOLDINGS) {
    const value = inUsd(balanceOn(h, date), h.code, date);
    if (h.kind === 'asset') assets += value;
    else liabilities += value;
  }
  return {
    date,
    totalAssets: text(assets),
    totalLiabilities: text(liabilities),
    netWorth: text(assets - liabilities),
  };
}
/** Flows after `from` through `to` of a type (and category), each at its own date's rate. */
function flowsUsd(type: Flow['type'], from: string, to: string, month?: string): bigint {
  return FLOWS.filter(
    (f) => f.type === type && f.date > from && f.date <= to && (!month || f.date.startsWith(month)),
  ).reduce((sum, f) => sum + inUsd(cents(f.amount), holding(f.holding).code, f.date), 0n);
}

let t: TestApp;
let home: SignedIn;
const accountIds = new Map<string, string>();

async function addRate(who: SignedIn, rateDate: string, base: string, quote: string, rate: string) {
  const res = await who.api.post('/api/exchange-rates', { rateDate, base, quote, rate });
  expect(res.statusCode, res.body).toBe(201);
}
async function get<T>(who: SignedIn, url: string): Promise<T> {
  const res = await who.api.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

beforeAll(async () => {
  t = await startTestApp();
  home = await signIn(t, 'three-currencies@example.com');
  for (const [code, rates] of Object.entries(RATES)) {
    for (const [date, rate] of rates) await addRate(home, date, code, 'USD', rate);
  }
  for (const h of HOLDINGS) {
    const payload = h.kind === 'asset' ? asset : liability;
    const created = await create(
      home.api,
      payload({
        accountName: h.name,
        accountNumber: h.name.toUpperCase(),
        accountSubtype: h.subtype,
        currency: h.code,
        currentBalance: h.opening,
        balanceDate: OPENED,
      }),
    );
    expect(created.currency).toBe(h.code);
    accountIds.set(h.name, created.id);
  }
  const categories = await get<CategoryDto[]>(home, '/api/budget-categories');
  const food = categories.find((c) => c.name === 'Food');
  const income = categories.find((c) => c.type === 'income');
  if (!food || !income) throw new Error('default categories missing');
  for (const f of FLOWS) {
    const body: TransactionInput = {
      amount: f.amount,
      type: f.type,
      description: `${f.type} ${f.amount}`,
      transactionDate: f.date,
      accountId: accountIds.get(f.holding) ?? null,
      categoryId: f.category === 'Food' ? food.id : income.id,
    };
    const res = await home.api.post('/api/transactions', body);
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

describe('every report in the base currency, each currency at each date’s rate', () => {
  it('the balance sheet converts each currency at today’s rate', async () => {
    const sheet = await get<BalanceSheetDto>(home, '/api/balance-sheet');
    const expected = expectedPoint(TODAY);
    expect(sheet).toMatchObject({
      baseCurrency: 'USD',
      totalAssets: expected.totalAssets,
      totalLiabilities: expected.totalLiabilities,
      netWorth: expected.netWorth,
      missingRates: [],
    });
    const subtype = (s: string) => sheet.bySubtype.find((b) => b.accountSubtype === s)?.total;
    for (const h of HOLDINGS) {
      expect(subtype(h.subtype), h.name).toBe(text(inUsd(balanceOn(h, TODAY), h.code, TODAY)));
    }
  });

  it('Net Worth history converts each point at its own date’s rate, and today’s point is the balance sheet', async () => {
    const points = await get<NetWorthPoint[]>(home, `/api/net-worth/history?from=${OPENED}&interval=month`);
    expect(points.map((p) => p.date)).toEqual(['2026-09-30', '2026-10-31', TODAY]);
    expect(points).toEqual(points.map((p) => expectedPoint(p.date)));
    const daily = await get<NetWorthPoint[]>(home, `/api/net-worth/history?from=${OPENED}&interval=day`);
    expect(daily).toHaveLength(82);
    expect(daily).toEqual(daily.map((p) => expectedPoint(p.date)));
    const sheet = await get<BalanceSheetDto>(home, '/api/balance-sheet');
    expect(daily.at(-1)?.netWorth).toBe(sheet.netWorth);
  });

  it('the change of Net Worth counts a rate’s move as a valuation, never as income or spending', async () => {
    const from = '2026-09-30';
    const change = await get<NetWorthChangeDto>(home, `/api/net-worth/change?from=${from}`);
    const start = cents(expectedPoint(from).netWorth);
    const end = cents(expectedPoint(TODAY).netWorth);
    const income = flowsUsd('income', from, TODAY);
    const expenses = flowsUsd('expense', from, TODAY);
    const exchange = end - start - (income - expenses);
    expect(exchange).not.toBe(0n);
    expect(change).toMatchObject({
      baseCurrency: 'USD',
      start: text(start),
      end: text(end),
      income: text(income),
      expenses: text(expenses),
      savings: text(income - expenses),
      exchange: text(exchange),
      valuations: text(exchange),
      growth: text(end - start),
      newAccounts: '0.00',
      missingRates: [],
    });
  });

  it('an account’s history shows its own currency and, beside it, the base at each date’s rate', async () => {
    const giro = holding('Girokonto');
    const points = await get<AccountHistoryPoint[]>(
      home,
      `/api/accounts/${accountIds.get('Girokonto')}/history?from=${OPENED}&interval=month`,
    );
    expect(points).toEqual(
      points.map((p) => ({
        date: p.date,
        balance: text(balanceOn(giro, p.date)),
        currency: 'EUR',
        baseCurrency: 'USD',
        baseBalance: text(inUsd(balanceOn(giro, p.date), 'EUR', p.date)),
      })),
    );
  });

  it('the cash-flow summary, transaction sums and budgets convert each line at its date’s rate', async () => {
    const summary = await get<CashFlowSummary>(home, '/api/cash-flow/summary');
    expect(summary.missingRates).toEqual([]);
    for (const month of ['2026-10', '2026-11']) {
      const actual = summary.actuals.find((a) => a.month === month);
      expect(actual, month).toMatchObject({
        income: text(flowsUsd('income', '0000', TODAY, month)),
        expenses: text(flowsUsd('expense', '0000', TODAY, month)),
      });
    }
    const count = await get<TransactionCount>(home, '/api/transactions/count');
    expect(count).toMatchObject({
      count: FLOWS.length,
      income: text(flowsUsd('income', '0000', TODAY)),
      expenses: text(flowsUsd('expense', '0000', TODAY)),
      missingRates: [],
    });
    const categories = await get<CategoryDto[]>(home, '/api/budget-categories');
    const food = categories.find((c) => c.name === 'Food')?.id ?? null;
    const res = await home.api.post('/api/budgets', {
      name: 'November',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      items: [{ categoryId: food, amount: '500.00' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const budget = await get<BudgetDetail>(home, `/api/budgets/${res.json<BudgetDetail>().id}`);
    const spent = flowsUsd('expense', '2026-10-31', TODAY);
    expect(budget.items[0]?.actualAmount).toBe(text(spent));
    expect(budget.periodActuals).toMatchObject({
      income: text(flowsUsd('income', '2026-10-31', TODAY)),
      expenses: text(spent),
    });
  });

  it('the forecast starts from the cash accounts at today’s rate and shows past balances at theirs', async () => {
    const forecast = await get<CashFlowForecastDto>(home, '/api/cash-flow-projections?months=1&from=2026-10');
    const cash = (date: string) =>
      HOLDINGS.filter((h) => h.kind === 'asset').reduce(
        (sum, h) => sum + inUsd(balanceOn(h, date), h.code, date),
        0n,
      );
    expect(forecast.startingBalance).toBe(text(cash(TODAY)));
    expect(forecast.past[0]?.actual).toMatchObject({
      balance: text(cash('2026-10-31')),
      expenses: text(flowsUsd('expense', '0000', TODAY, '2026-10')),
    });
  });
});

describe('a rate entered for today', () => {
  it('moves today’s point and leaves every earlier one where it was', async () => {
    const url = `/api/net-worth/history?from=${OPENED}&interval=day`;
    const before = await get<NetWorthPoint[]>(home, url);
    await addRate(home, TODAY, 'EUR', 'USD', '0.9');
    await addRate(home, TODAY, 'GBP', 'USD', '1.1');
    const after = await get<NetWorthPoint[]>(home, url);
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
    expect(after.at(-1)?.netWorth).not.toBe(before.at(-1)?.netWorth);
    // Put today's rates back for the other tests.
    await addRate(home, TODAY, 'EUR', 'USD', rateOn('EUR', TODAY));
    await home.api.get('/api/exchange-rates?base=GBP&quote=USD&from=2026-11-21').then(async (res) => {
      const [today] = res.json<{ id: string }[]>();
      expect(today).toBeDefined();
      expect((await home.api.delete(`/api/exchange-rates/${today?.id}`)).statusCode).toBe(204);
    });
    expect(await get<NetWorthPoint[]>(home, url)).toEqual(before);
  });
});

describe('a missing rate', () => {
  it('is never 1: each figure leaves the currency out and names it and its accounts', async () => {
    const who = await signIn(t, 'missing-rate@example.com');
    await create(who.api, asset({ accountName: 'Checking', currentBalance: '100.00', balanceDate: OPENED }));
    const konto = await create(
      who.api,
      asset({
        accountName: 'Konto',
        accountNumber: 'CH-1',
        currency: 'CHF',
        currentBalance: '1000.00',
        balanceDate: OPENED,
      }),
    );
    const missing = (date: string, next: string | null = null): MissingRateDto => ({
      currency: 'CHF',
      baseCurrency: 'USD',
      date,
      lastKnownDate: null,
      nextKnownDate: next,
      accounts: [{ accountId: konto.id, accountName: 'Konto' }],
    });
    const sheet = await get<BalanceSheetDto>(who, '/api/balance-sheet');
    expect(sheet).toMatchObject({
      totalAssets: '100.00',
      netWorth: '100.00',
      missingRates: [missing(TODAY)],
    });
    expect(sheet.byType.ASSET.count).toBe(1);
    const points = await get<NetWorthPoint[]>(who, `/api/net-worth/history?from=${OPENED}&interval=month`);
    expect(points.map((p) => [p.netWorth, p.missingRates])).toEqual(
      points.map((p) => ['100.00', [missing(p.date)]]),
    );
    const history = await get<AccountHistoryPoint[]>(who, `/api/accounts/${konto.id}/history?interval=month`);
    expect(history.every((p) => p.baseBalance === null && p.balance === '1000.00')).toBe(true);
    const change = await get<NetWorthChangeDto>(who, `/api/net-worth/change?from=${OPENED}`);
    expect(change).toMatchObject({ start: '100.00', end: '100.00', missingRates: [missing(TODAY)] });

    // A rate from October on: the points after it count the account, the ones before still leave it out.
    await addRate(who, '2026-10-01', 'USD', 'CHF', '0.8');
    const later = await get<NetWorthPoint[]>(who, `/api/net-worth/history?from=${OPENED}&interval=month`);
    expect(later[0]).toMatchObject({
      netWorth: '100.00',
      missingRates: [missing('2026-09-30', '2026-10-01')],
    });
    // 1 USD = 0.8 CHF: CHF 1000 is USD 1250 (the inverse pair divides, decision 143).
    expect(later.slice(1).map((p) => [p.netWorth, p.missingRates])).toEqual(
      later.slice(1).map(() => ['1350.00', undefined]),
    );
    expect((await get<BalanceSheetDto>(who, '/api/balance-sheet')).missingRates).toEqual([]);
  });
});

describe('switching the base currency', () => {
  it('makes every figure follow, converting through the pair either way', async () => {
    const res = await home.api.put('/api/settings', { baseCurrency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
    // No GBP rate against EUR: the card is left out and named, never taken at 1.
    const sheet = await get<BalanceSheetDto>(home, '/api/balance-sheet');
    expect(sheet.baseCurrency).toBe('EUR');
    expect(
      sheet.missingRates.map((m) => [m.currency, m.baseCurrency, m.accounts.map((a) => a.accountName)]),
    ).toEqual([['GBP', 'EUR', ['Barclaycard']]]);
    expect(sheet.totalLiabilities).toBe('0.00');
    // USD into EUR divides by the EUR/USD rate, half-even.
    const checking =
      cents(expectedPoint(TODAY).totalAssets) - inUsd(balanceOn(holding('Girokonto'), TODAY), 'EUR', TODAY);
    const usdInEur = divideHalfEven(checking * 10000n, 10842n);
    expect(sheet.totalAssets).toBe(text(usdInEur + balanceOn(holding('Girokonto'), TODAY)));

    await addRate(home, OPENED, 'EUR', 'GBP', '0.85');
    const withPounds = await get<BalanceSheetDto>(home, '/api/balance-sheet');
    expect(withPounds.missingRates).toEqual([]);
    expect(withPounds.totalLiabilities).toBe(
      text(divideHalfEven(balanceOn(holding('Barclaycard'), TODAY) * 100n, 85n)),
    );
    const points = await get<NetWorthPoint[]>(home, `/api/net-worth/history?from=${OPENED}&interval=month`);
    expect(points.at(-1)?.netWorth).toBe(withPounds.netWorth);
    const summary = await get<CashFlowSummary>(home, '/api/cash-flow/summary');
    expect(summary.baseCurrency).toBe('EUR');
    // October's euro spending is what it was in euros.
    expect(summary.actuals.find((a) => a.month === '2026-10')?.expenses).toBe('100.00');
    await home.api.put('/api/settings', { baseCurrency: 'USD' });
  });

  it('answers in the base currency’s own decimals (JPY has none)', async () => {
    const who = await signIn(t, 'yen@example.com');
    await who.api.put('/api/settings', { baseCurrency: 'JPY' });
    await create(
      who.api,
      asset({ accountName: 'Yen', currency: 'JPY', currentBalance: '150000', balanceDate: OPENED }),
    );
    await create(
      who.api,
      asset({
        accountName: 'Dollars',
        accountNumber: 'USD-1',
        currency: 'USD',
        currentBalance: '10.01',
        balanceDate: OPENED,
      }),
    );
    await addRate(who, OPENED, 'USD', 'JPY', '150.5');
    const sheet = await get<BalanceSheetDto>(who, '/api/balance-sheet');
    // 10.01 × 150.5 = 1506.505 → 1507 (half-even to the yen).
    expect(sheet).toMatchObject({ baseCurrency: 'JPY', totalAssets: '151507', netWorth: '151507' });
    const points = await get<NetWorthPoint[]>(who, `/api/net-worth/history?from=${OPENED}&interval=month`);
    expect(points.at(-1)?.netWorth).toBe('151507');
  });
});

function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  let quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder * 2n > denominator || (remainder * 2n === denominator && quotient % 2n === 1n))
    quotient += 1n;
  return quotient;
}

// Accounts are read once more to prove the fixture holds what the expectations assume.
describe('the household', () => {
  it('holds three currencies', async () => {
    const listed = await get<AccountDto[]>(home, '/api/accounts');
    expect(listed.map((a) => a.currency).sort()).toEqual(['EUR', 'GBP', 'USD']);
  });
});
