import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../../shared/dates';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { b64, preview } from '../imports/test-helpers';
import { createLoan, MORTGAGE } from '../loans/loan-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { oneOff, salary } from '../transactions/test-fixtures';

// Issue 27, items 1 and 6: every date of every payload, query and file is a real date from
// 1900-01-01 to 2100-12-31; anything else is a 400 naming the field, and nothing is written.

let t: TestApp;
let who: SignedIn;
let accountId: string;
let loanId: string;

beforeAll(async () => {
  t = await startTestApp();
  who = await signIn(t, 'dates@example.com');
  accountId = (await createAccount(who.api, asset())).id;
  loanId = (await createLoan(who.api, MORTGAGE)).id;
});
afterAll(async () => {
  await t.close();
});

const OUT_OF_RANGE = ['1760-01-01', '1899-12-31', '2101-01-01', '0001-01-01', '9999-12-31'];

interface BodyCase {
  name: string;
  url: () => string;
  body: (date: string) => Record<string, unknown>;
  field: string;
  /** Reads back whatever the request could have written. */
  count: () => Promise<number>;
}

const countOf = async (url: string) => (await who.api.get(url)).json<unknown[]>().length;

const bodies: BodyCase[] = [
  {
    name: 'a transaction date',
    url: () => '/api/transactions',
    body: (d) => ({ ...oneOff, accountId, transactionDate: d }),
    field: 'transactionDate',
    count: () => countOf('/api/transactions'),
  },
  {
    name: 'a recurring start (the request that stalled the server)',
    url: () => '/api/transactions',
    body: (d) => ({
      ...salary,
      recurringFrequency: 'daily',
      transactionDate: '2026-01-01',
      recurringStartDate: d,
      accountId,
    }),
    field: 'recurringStartDate',
    count: () => countOf('/api/transactions'),
  },
  {
    name: 'a recurring end',
    url: () => '/api/transactions',
    body: (d) => ({ ...salary, transactionDate: '1900-01-01', recurringEndDate: d }),
    field: 'recurringEndDate',
    count: () => countOf('/api/transactions'),
  },
  {
    name: 'a next due date',
    url: () => '/api/transactions',
    body: (d) => ({ ...salary, transactionDate: '1900-01-01', nextDueDate: d }),
    field: 'nextDueDate',
    count: () => countOf('/api/transactions'),
  },
  {
    name: 'a budget start',
    url: () => '/api/budgets',
    body: (d) => ({ name: 'B', startDate: d }),
    field: 'startDate',
    count: () => countOf('/api/budgets'),
  },
  {
    name: 'a budget end',
    url: () => '/api/budgets',
    body: (d) => ({ name: 'B', startDate: '1900-01-01', endDate: d }),
    field: 'endDate',
    count: () => countOf('/api/budgets'),
  },
  {
    name: 'a loan start',
    url: () => '/api/loan',
    body: (d) => ({ ...MORTGAGE, startDate: d }),
    field: 'startDate',
    count: () => countOf('/api/loans'),
  },
  {
    name: 'an extra payment',
    url: () => `/api/loans/${loanId}/extra-payments`,
    body: (d) => ({ amount: '100.00', paymentDate: d }),
    field: 'paymentDate',
    count: () => countOf(`/api/loans/${loanId}/extra-payments`),
  },
];

describe('dates out of range are refused with 400 naming the field', () => {
  for (const c of bodies) {
    it(`${c.name}`, async () => {
      const before = await c.count();
      for (const date of OUT_OF_RANGE) {
        const res = await who.api.post(c.url(), c.body(date));
        expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
        expect(res.json().fields?.[c.field], date).toBe(DATE_MESSAGES.range);
      }
      expect(await c.count()).toBe(before);
    });
  }

  it.each([
    ['/api/net-worth/history?from=1760-01-01', 'from'],
    ['/api/net-worth/history?to=2101-01-01', 'to'],
    ['/api/accounts/:id/history?from=0001-01-01', 'from'],
    ['/api/accounts/:id/register?from=1899-12-31', 'from'],
    ['/api/accounts/:id/register?to=9999-12-31', 'to'],
    ['/api/accounts/:id/balance-series?from=1899-12-31', 'from'],
    ['/api/accounts/:id/balance-series?to=2101-01-01', 'to'],
    ['/api/loans/:loan/schedule?extraAmount=10&extraDate=2101-01-01', 'extraDate'],
  ])('the query %s', async (url, field) => {
    const res = await who.api.get(url.replace(':id', accountId).replace(':loan', loanId));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields?.[field]).toBe(DATE_MESSAGES.range);
  });

  it('the edges themselves are accepted', async () => {
    const first = await who.api.post('/api/transactions', { ...oneOff, transactionDate: '1900-01-01' });
    expect(first.statusCode, first.body).toBe(201);
    const last = await who.api.post('/api/transactions', { ...oneOff, transactionDate: '2100-12-31' });
    expect(last.statusCode, last.body).toBe(201);
    const history = await who.api.get('/api/net-worth/history?from=1900-01-01&to=2100-12-31');
    expect(history.statusCode, history.body).toBe(200);
  });

  it('a bank file row dated 1899-12-31 is unreadable in the preview and cannot be imported', async () => {
    const csv =
      'Date,Description,Amount\n1899-12-31,Ancient,-5.00\n2026-01-02,Coffee,-3.50\n2026-01-03,Tea,-2.00\n';
    const shown = await preview(who, accountId, { fileName: 'old.csv', content: b64(csv) });
    const bad = shown.rows.find((r) => r.line === 2);
    expect(bad?.status).toBe('error');
    expect(bad?.reason).toContain('outside 1900-01-01 to 2100-12-31');
    const res = await who.api.post(`/api/accounts/${accountId}/imports`, {
      fileName: 'old.csv',
      content: b64(csv),
      rows: [{ line: 2, categoryId: null }],
    });
    expect(res.statusCode).toBe(400);
  });
});
