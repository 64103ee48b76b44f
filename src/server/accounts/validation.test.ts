import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '../../shared/accounts';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { asset, create, expectConsistentLedger, liability, snapshot } from './test-fixtures';

let t: TestApp;
let alice: SignedIn;
let checking: AccountDto;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'alice@example.com');
  checking = await create(alice.api, asset());
});
afterAll(async () => {
  await t.close();
});

const without = (payload: object, key: string) =>
  Object.fromEntries(Object.entries(payload).filter(([k]) => k !== key));

// [case, payload, fields expected in the 400 answer]
const BAD: [string, unknown, Record<string, string>][] = [
  ['asset name missing', without(asset(), 'accountName'), { accountName: 'Asset name is required' }],
  ['asset name blank', asset({ accountName: '   ' }), { accountName: 'Asset name is required' }],
  [
    'liability name missing',
    without(liability(), 'accountName'),
    { accountName: 'Liability name is required' },
  ],
  [
    'account number missing',
    without(asset(), 'accountNumber'),
    { accountNumber: 'Account number is required' },
  ],
  ['account number blank', liability({ accountNumber: '' }), { accountNumber: 'Account number is required' }],
  ['current value blank', asset({ currentBalance: '' }), { currentBalance: 'Current value is required' }],
  [
    'current balance blank',
    liability({ currentBalance: ' ' }),
    { currentBalance: 'Current balance is required' },
  ],
  [
    'name too long',
    asset({ accountName: 'x'.repeat(101) }),
    { accountName: 'Name must be less than 100 characters' },
  ],
  [
    'type missing',
    without(asset(), 'accountType'),
    { accountType: 'Account type must be ASSET or LIABILITY' },
  ],
  [
    'type unknown',
    { ...asset(), accountType: 'EQUITY' },
    { accountType: 'Account type must be ASSET or LIABILITY' },
  ],
  [
    'type lower case',
    { ...asset(), accountType: 'asset' },
    { accountType: 'Account type must be ASSET or LIABILITY' },
  ],
  [
    'unknown subtype',
    asset({ accountSubtype: 'yacht' }),
    { accountSubtype: expect.stringMatching(/^Subtype must be one of: checking/) },
  ],
  [
    'liability subtype on an asset',
    asset({ accountSubtype: 'mortgage' }),
    { accountSubtype: expect.stringMatching(/^Subtype must be one of/) },
  ],
  [
    'unknown category',
    asset({ category: 'crypto' }),
    { category: expect.stringMatching(/^Category must be one of: cash, investment/) },
  ],
  [
    'subtype of another category',
    asset({ category: 'investment', accountSubtype: 'checking' }),
    { accountSubtype: 'This subtype does not belong to the chosen category' },
  ],
  [
    'normal balance against the type',
    asset({ normalBalance: 'credit' }),
    { normalBalance: 'Normal balance of an asset is debit' },
  ],
  [
    'liability normal balance',
    liability({ normalBalance: 'debit' }),
    { normalBalance: 'Normal balance of a liability is credit' },
  ],
  [
    'amount with three decimals',
    asset({ currentBalance: '10.005' }),
    { currentBalance: 'At most 2 decimal places' },
  ],
  ['amount NaN', asset({ currentBalance: 'NaN' }), { currentBalance: 'Enter an amount like 1234.56' }],
  [
    'amount with an exponent',
    asset({ currentBalance: '1e5' }),
    { currentBalance: 'Enter an amount like 1234.56' },
  ],
  [
    'amount Infinity',
    asset({ currentBalance: 'Infinity' }),
    { currentBalance: 'Enter an amount like 1234.56' },
  ],
  [
    'amount with a comma',
    asset({ currentBalance: '1,000.00' }),
    { currentBalance: 'Enter an amount like 1234.56' },
  ],
  [
    'amount as a JSON number',
    { ...asset(), currentBalance: 10.5 },
    { currentBalance: 'Enter an amount like 1234.56' },
  ],
  [
    'amount beyond numeric(15,2)',
    asset({ currentBalance: '10000000000000.00' }),
    { currentBalance: 'Amount is too large' },
  ],
  [
    'negative minimum payment',
    liability({ minimumPayment: '-1.00' }),
    { minimumPayment: 'Amount cannot be negative' },
  ],
  [
    'minimum payment beyond numeric(12,2)',
    liability({ minimumPayment: '10000000000.00' }),
    { minimumPayment: 'Amount is too large' },
  ],
  [
    'credit limit on a non-card',
    liability({ category: 'other_debt', accountSubtype: 'family_loan' }),
    { creditLimit: 'A credit limit applies to credit cards only' },
  ],
  [
    'interest rate above 50',
    liability({ interestRate: '50.01' }),
    { interestRate: 'Interest rate must be between 0 and 50' },
  ],
  [
    'interest rate negative',
    liability({ interestRate: '-1' }),
    { interestRate: 'Interest rate must be between 0 and 50' },
  ],
  [
    'interest rate with 5 decimals',
    liability({ interestRate: '1.00001' }),
    { interestRate: 'Interest rate must be a number with at most 4 decimals' },
  ],
  ['unknown field', { ...asset(), balance: '1.00' }, { balance: 'Unknown field' }],
  ['loan fields on an asset', { ...asset(), creditLimit: '1.00' }, { creditLimit: 'Unknown field' }],
  ['name not text', { ...asset(), accountName: 42 }, { accountName: 'Must be text' }],
  ['not an object', [asset()], { _: 'Account type must be ASSET or LIABILITY' }],
];

describe('bad account input is a 400 naming the field and changes nothing', () => {
  it.each(BAD)('POST: %s', async (_name, payload, fields) => {
    const before = await snapshot(t, alice.user.id);
    const res = await alice.api.post('/api/accounts', payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { error: string; fields: Record<string, string> };
    expect(body.fields).toMatchObject(fields);
    expect(typeof body.error).toBe('string');
    expect(await snapshot(t, alice.user.id)).toEqual(before);
  });

  it.each(BAD)('PUT: %s', async (_name, payload, fields) => {
    const before = await snapshot(t, alice.user.id);
    const res = await alice.api.put(`/api/accounts/${checking.id}`, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { fields: Record<string, string> }).fields).toMatchObject(fields);
    expect(await snapshot(t, alice.user.id)).toEqual(before);
  });

  it('refuses a missing body, a non-JSON body and a foreign origin', async () => {
    const before = await snapshot(t, alice.user.id);
    expect((await alice.api.post('/api/accounts')).statusCode).toBe(400);
    const text = await alice.api.request('POST', '/api/accounts', 'accountName=x', {
      'content-type': 'text/plain',
    });
    expect(text.statusCode).toBe(415);
    const foreign = await alice.api.request('DELETE', `/api/accounts/${checking.id}`, undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(await snapshot(t, alice.user.id)).toEqual(before);
  });

  it('refuses bad journal paging and bad preferences', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=1.5', 'page=2']) {
      const res = await alice.api.get(`/api/journal-entries?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields)).toHaveLength(1);
    }
    const before = await snapshot(t, alice.user.id);
    for (const [payload, field] of [
      [{ decimalPlaces: 3 }, 'decimalPlaces'],
      [{ decimalPlaces: '2' }, 'decimalPlaces'],
      [{ summaryPrecision: 'millions' }, 'summaryPrecision'],
      [{ showPercentages: 'yes' }, 'showPercentages'],
      [{ theme: 'dark' }, 'theme'],
    ] as const) {
      const res = await alice.api.put('/api/preferences', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect(await snapshot(t, alice.user.id)).toEqual(before);
  });

  it('accepts the largest amounts the columns hold, exactly', async () => {
    const { api, user } = await signIn(t, 'edge@example.com');
    const card = await create(
      api,
      liability({
        currentBalance: '-9999999999999.99',
        minimumPayment: '9999999999.99',
        creditLimit: '9999999999999.99',
        interestRate: '50',
      }),
    );
    expect(card).toMatchObject({
      currentBalance: '-9999999999999.99',
      minimumPayment: '9999999999.99',
      creditLimit: '9999999999999.99',
      interestRate: '50.0000',
    });
    await expectConsistentLedger(t, user.id);
  });

  it('creates the hidden equity account once when a new user adds accounts at the same time', async () => {
    const { api, user } = await signIn(t, 'burst@example.com');
    const results = await Promise.all(
      ['1.00', '2.00', '3.00', '4.00'].map((v) => api.post('/api/accounts', asset({ currentBalance: v }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const { accountRows } = await snapshot(t, user.id);
    expect(accountRows.filter((a) => a.systemKey === 'opening_equity')).toHaveLength(1);
    expect((await api.get('/api/balance-sheet')).json()).toMatchObject({ totalAssets: '10.00' });
    await expectConsistentLedger(t, user.id);
  });
});
