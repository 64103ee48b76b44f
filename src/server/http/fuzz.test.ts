import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { oneOff } from '../transactions/test-fixtures';
import { validAccount, validLoan } from './fuzz-payloads';

// No request may crash the server: hostile bodies, params and query strings on every route must
// answer below 500, and the server must still answer afterwards.

let t: TestApp;
let api: ApiClient;
const ids = {
  account: '',
  loan: '',
  transaction: '',
  category: '',
  budget: '',
  extra: '00000000-0000-4000-8000-000000000000',
};

beforeAll(async () => {
  t = await startTestApp();
  ({ api } = await signIn(t, 'fuzz@example.com'));
  const account = await api.post('/api/accounts', validAccount());
  const loan = await api.post('/api/loan', validLoan());
  const transaction = await api.post('/api/transactions', oneOff);
  expect([account.statusCode, loan.statusCode, transaction.statusCode]).toEqual([201, 201, 201]);
  ids.account = account.json().id;
  ids.loan = loan.json().id;
  ids.transaction = transaction.json().id;
  ids.category = (await api.get('/api/budget-categories')).json()[0].id;
  const budget = await api.post('/api/budgets', {
    name: 'Fuzz',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
  });
  expect(budget.statusCode).toBe(201);
  ids.budget = budget.json().id;
});
afterAll(async () => {
  await t.close();
});

const withBodies: [string, () => string][] = [
  ['POST', () => '/api/accounts'],
  ['PUT', () => `/api/accounts/${ids.account}`],
  ['POST', () => '/api/loan'],
  ['PUT', () => `/api/loans/${ids.loan}`],
  ['POST', () => `/api/loans/${ids.loan}/extra-payments`],
  ['POST', () => '/api/transactions'],
  ['PUT', () => `/api/transactions/${ids.transaction}`],
  ['POST', () => '/api/budget-categories'],
  ['PUT', () => `/api/budget-categories/${ids.category}`],
  ['PUT', () => '/api/preferences'],
  ['POST', () => '/api/budgets'],
  ['PUT', () => `/api/budgets/${ids.budget}`],
  ['POST', () => `/api/budgets/${ids.budget}/items`],
  ['POST', () => `/api/budgets/${ids.budget}/copy`],
  ['PUT', () => '/api/cash-flow-projections/2026-12'],
  ['POST', () => '/api/auth/magic-link'],
  ['POST', () => '/api/auth/2fa/enable'],
  ['POST', () => '/api/auth/2fa/disable'],
  ['POST', () => '/api/auth/2fa/verify'],
];

const FIELDS = [
  'accountId',
  'toAccountId',
  'categoryId',
  'type',
  'color',
  'isActive',
  'accountName',
  'accountNumber',
  'accountType',
  'accountSubtype',
  'normalBalance',
  'currentBalance',
  'description',
  'interestRate',
  'minimumPayment',
  'creditLimit',
  'category',
  'name',
  'loanCategory',
  'loanType',
  'principal',
  'termYears',
  'startDate',
  'homePrice',
  'downPayment',
  'propertyTax',
  'insurance',
  'supplementalInsurance',
  'fundingAccountId',
  'amount',
  'type',
  'transactionDate',
  'isRecurring',
  'recurringFrequency',
  'recurringStartDate',
  'recurringEndDate',
  'nextDueDate',
  'tags',
  'paymentDate',
  'email',
  'sessionDuration',
  'token',
  'decimalPlaces',
  'summaryPrecision',
  'showPercentages',
  'endDate',
  'items',
  'notes',
];

const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  0,
  1e20,
  1.5,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '99999999999999999999.99',
  '12.345',
  '2026-02-30',
  '0000-00-00',
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '\u0000',
  '\u202e',
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [1] } },
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
];

function expectNoServerError(status: number, what: string): void {
  expect(status, what).toBeLessThan(500);
}

describe('hostile input never crashes the server', () => {
  it('bodies of every shape on every route that takes one', async () => {
    const raw = ['null', '"text"', '42', 'true', '[]', '{', '{"a":', '[[[[[[[[[[]]]]]]]]]]'];
    for (const [method, path] of withBodies) {
      for (const body of raw) {
        const res = await api.request(method as 'POST', path(), body, { 'content-type': 'application/json' });
        expectNoServerError(res.statusCode, `${method} ${path()} ${body}`);
      }
      for (const value of HOSTILE) {
        const payload = Object.fromEntries(FIELDS.map((f) => [f, value]));
        const res = await api.request(method as 'POST', path(), payload);
        expectNoServerError(
          res.statusCode,
          `${method} ${path()} all fields = ${JSON.stringify(value)?.slice(0, 40)}`,
        );
      }
    }
  });

  it('random JSON documents', async () => {
    const value = fc.oneof(fc.jsonValue(), fc.constantFrom(...HOSTILE));
    const document = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value), fc.jsonValue());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBodies), document, async ([method, path], body) => {
        const res = await api.request(method as 'POST', path(), body ?? null);
        expectNoServerError(res.statusCode, `${method} ${path()} ${JSON.stringify(body)?.slice(0, 80)}`);
      }),
      { numRuns: 150 },
    );
  });

  it('odd ids and query strings on every read and delete', async () => {
    const oddIds = ['abc', '1', '00000000-0000-0000-0000-000000000000', '%00', "'or'1'='1", 'x'.repeat(500)];
    for (const id of oddIds) {
      for (const [method, path] of [
        ['GET', `/api/accounts/${id}/adjustments`],
        ['GET', `/api/accounts/${id}/register`],
        ['DELETE', `/api/budget-categories/${id}`],
        ['GET', `/api/loans/${id}`],
        ['GET', `/api/loans/${id}/schedule`],
        ['GET', `/api/loans/${id}/extra-payments`],
        ['DELETE', `/api/loans/${ids.loan}/extra-payments/${id}`],
        ['DELETE', `/api/transactions/${id}`],
        ['DELETE', `/api/accounts/${id}`],
        ['DELETE', `/api/loans/${id}`],
        ['GET', `/api/placeholder/${id}/${id}`],
        ['GET', `/api/budgets/${id}`],
        ['DELETE', `/api/budgets/${id}`],
        ['POST', `/api/budgets/${id}/copy`],
        ['DELETE', `/api/budgets/${ids.budget}/items/${id}`],
        ['GET', `/api/accounts/${id}/history`],
        ['PUT', `/api/cash-flow-projections/${id}`],
      ] as const) {
        const res = await api.request(method, path);
        expectNoServerError(res.statusCode, `${method} ${path}`);
      }
    }
    const queries = [
      'limit=abc',
      'limit=-1',
      'limit=1e309',
      'limit=99999999999',
      'type=both',
      'recurring=maybe',
      'offset=-5',
      'extraMonthly=NaN',
      'extraMonthly=-1',
      'extraMonthly=1e309',
      'extraAmount=5&extraDate=2026-13-01',
      'token=&email=',
      'token=a&email=b&token=c',
      'a[b]=c',
      'months=0',
      'months=1e3',
      'from=9999-99',
      'from=0000-01',
      'interval=year',
      'from=0001-01-01&to=9999-12-31',
      'from=9999-12-31&interval=day',
    ];
    for (const query of queries) {
      for (const path of [
        '/api/transactions',
        '/api/journal-entries',
        `/api/accounts/${ids.account}/register`,
        `/api/loans/${ids.loan}/schedule`,
        '/api/auth/verify',
        '/api/cash-flow-projections',
        '/api/net-worth/history',
        `/api/accounts/${ids.account}/history`,
      ]) {
        const res = await api.request('GET', `${path}?${query}`, undefined, { 'x-csrf': '1' });
        expectNoServerError(res.statusCode, `GET ${path}?${query}`);
      }
    }
  });

  it('still answers, with the books intact', async () => {
    expect((await api.get('/api/health')).statusCode).toBe(200);
    const sheet = await api.get('/api/balance-sheet');
    expect(sheet.statusCode).toBe(200);
    const { totalAssets, totalLiabilities, netWorth } = sheet.json();
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(totalAssets) - cents(totalLiabilities)).toBe(cents(netWorth));
  });
});
