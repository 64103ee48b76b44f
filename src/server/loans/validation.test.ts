import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { CAR, MORTGAGE } from './loan-fixtures';

// Every bad loan payload is a 400 naming the field with the spec's message, and stores nothing.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const { name: _n, principal: _p, interestRate: _r, termYears: _t, startDate: _s, ...rest } = MORTGAGE;

const CASES: [string, Record<string, unknown>, Record<string, string>][] = [
  ['name missing', { ...MORTGAGE, name: undefined }, { name: 'Loan name is required' }],
  ['name blank', { ...MORTGAGE, name: '   ' }, { name: 'Loan name is required' }],
  [
    'name too long',
    { ...MORTGAGE, name: 'x'.repeat(101) },
    { name: 'Name must be less than 100 characters' },
  ],
  [
    'principal missing',
    { ...MORTGAGE, principal: undefined },
    { principal: 'Principal must be a positive number' },
  ],
  ['principal zero', { ...CAR, principal: '0' }, { principal: 'Principal must be a positive number' }],
  [
    'principal negative',
    { ...CAR, principal: '-5.00' },
    { principal: 'Principal must be a positive number' },
  ],
  [
    'principal as a number',
    { ...CAR, principal: 25000 },
    { principal: 'Principal must be a positive number' },
  ],
  ['principal three decimals', { ...CAR, principal: '1.001' }, { principal: 'At most 2 decimal places' }],
  ['principal too large', { ...CAR, principal: '12345678901.00' }, { principal: 'Amount is too large' }],
  [
    'rate above 50',
    { ...CAR, interestRate: '50.01' },
    { interestRate: 'Interest rate must be between 0 and 50' },
  ],
  [
    'rate negative',
    { ...CAR, interestRate: '-1' },
    { interestRate: 'Interest rate must be between 0 and 50' },
  ],
  ['rate missing', { ...CAR, interestRate: undefined }, { interestRate: 'Interest rate is required' }],
  ['term missing', { ...CAR, termYears: undefined }, { termYears: 'Term is required' }],
  [
    'term fractional',
    { ...CAR, termYears: 2.5 },
    { termYears: 'Term must be a whole number of years from 1 to 50' },
  ],
  ['term zero', { ...CAR, termYears: 0 }, { termYears: 'Term must be a whole number of years from 1 to 50' }],
  ['start date missing', { ...CAR, startDate: undefined }, { startDate: 'Start date is required' }],
  ['start date empty', { ...CAR, startDate: '' }, { startDate: 'Start date is required' }],
  ['start date impossible', { ...CAR, startDate: '2026-02-30' }, { startDate: 'Enter a date as YYYY-MM-DD' }],
  [
    'principal not price minus down',
    { ...MORTGAGE, principal: '390000.00' },
    { principal: 'Principal amount should equal asset price minus down payment' },
  ],
  [
    'principal off by two cents',
    { ...MORTGAGE, downPayment: '100000.02' },
    { principal: 'Principal amount should equal asset price minus down payment' },
  ],
  [
    // Issue 11 item 11: the down payment would be price − principal = −100,000 and be posted.
    'price below the principal, no down payment (a negative down payment)',
    { ...MORTGAGE, homePrice: '300000.00', downPayment: null },
    { principal: 'Principal cannot be more than the asset price' },
  ],
  [
    'principal a cent above the price with a zero down payment',
    { ...CAR, homePrice: '25000.00', downPayment: '0', principal: '25000.01' },
    { principal: 'Principal cannot be more than the asset price' },
  ],
  [
    'down payment without a price',
    { ...CAR, downPayment: '5000.00' },
    { homePrice: 'Enter the asset price that goes with the down payment' },
  ],
  [
    'payment beyond numeric(10,2)',
    { ...CAR, principal: '9999999999.99', interestRate: '50', termYears: 1 },
    { principal: 'The monthly payment would be too large to store' },
  ],
  ['loan type blank', { ...CAR, loanType: '' }, { loanType: 'Loan type is required' }],
  [
    'unknown category',
    { ...CAR, loanCategory: 'yacht' },
    { loanCategory: expect.stringContaining('mortgage') },
  ],
  ['unknown field', { ...CAR, color: 'red' }, { color: 'Unknown field' }],
  [
    'funding account not an id',
    { ...CAR, fundingAccountId: 'x' },
    { fundingAccountId: 'Choose one of your asset accounts' },
  ],
  [
    'funding account of nobody',
    { ...CAR, fundingAccountId: '00000000-0000-4000-8000-000000000000' },
    { fundingAccountId: 'Choose one of your asset accounts' },
  ],
];

describe('loan payload validation', () => {
  it.each(CASES)('%s', async (_label, payload, fields) => {
    const { api } = await signIn(t, 'validation@example.com');
    const res = await api.post('/api/loan', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual(fields);
    expect(body.error).toContain(Object.keys(fields)[0]);
    expect((await api.get('/api/loans')).json()).toEqual([]);
    expect((await api.get('/api/accounts')).json()).toEqual([]);
  });

  it('reports every missing required field at once', async () => {
    const { api } = await signIn(t, 'allmissing@example.com');
    const res = await api.post('/api/loan', rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Loan name is required',
      principal: 'Principal must be a positive number',
      interestRate: 'Interest rate is required',
      termYears: 'Term is required',
      startDate: 'Start date is required',
    });
  });

  it('refuses a body that is not JSON, and an empty one', async () => {
    const { api } = await signIn(t, 'notjson@example.com');
    const text = await api.request('POST', '/api/loan', 'name=x', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    const empty = await api.request('POST', '/api/loan', undefined, { 'content-type': 'application/json' });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses another user’s asset account as the funding account', async () => {
    const bob = await signIn(t, 'bob-funding@example.com');
    const checking = await bob.api.post('/api/accounts', {
      accountName: 'Bob checking',
      accountNumber: 'B-1',
      accountType: 'ASSET',
      accountSubtype: 'checking',
      category: 'cash',
      normalBalance: 'debit',
      currentBalance: '100.00',
    });
    expect(checking.statusCode).toBe(201);
    const { api } = await signIn(t, 'alice-funding@example.com');
    const res = await api.post('/api/loan', { ...CAR, fundingAccountId: checking.json().id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ fundingAccountId: 'Choose one of your asset accounts' });
  });
});
