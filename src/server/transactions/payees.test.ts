import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYEE_MESSAGES, type Payee } from '../../shared/payees';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { create, oneOff } from './test-fixtures';

let t: TestApp;
let dana: SignedIn;
let eve: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  dana = await signIn(t, 'dana@example.com');
  eve = await signIn(t, 'eve@example.com');
  await create(dana, { ...oneOff, description: 'Blue Bottle Coffee', transactionDate: '2026-10-01' });
  await create(dana, {
    ...oneOff,
    description: 'blue bottle coffee',
    transactionDate: '2026-11-02',
    tags: ['expense-shopping'],
  });
  await create(dana, {
    ...oneOff,
    description: 'Rent',
    transactionDate: '2026-11-01',
    tags: ['expense-housing'],
  });
  await create(dana, {
    ...oneOff,
    type: 'income',
    description: 'ACME Payroll',
    transactionDate: '2026-10-15',
    tags: [],
  });
  await create(eve, { ...oneOff, description: 'Blue Moon Bar' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/transactions/payees', () => {
  it('lists each payee once, newest first, with its latest category', async () => {
    const res = await dana.api.get('/api/transactions/payees?q=BLUE');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<Payee[]>();
    // Case is ignored: the two coffees are one payee, as last written and last filed (Shopping).
    expect(list.map((p) => p.payee)).toEqual(['blue bottle coffee']);
    const categories = (await dana.api.get('/api/budget-categories')).json<{ id: string; slug: string }[]>();
    const shopping = categories.find((c) => c.slug === 'shopping')?.id;
    expect(list[0]).toEqual({
      payee: 'blue bottle coffee',
      type: 'expense',
      categoryId: shopping,
      lastDate: '2026-11-02',
    });
  });

  it('without q lists every payee, most recent first; uncategorized ones say null', async () => {
    const list = (await dana.api.get('/api/transactions/payees')).json<Payee[]>();
    expect(list.map((p) => p.payee)).toEqual(['blue bottle coffee', 'Rent', 'ACME Payroll']);
    expect(list[2]).toMatchObject({ type: 'income', categoryId: null });
  });

  it('reads a pattern character as itself', async () => {
    const list = (await dana.api.get('/api/transactions/payees?q=%25')).json<Payee[]>();
    expect(list).toEqual([]);
  });

  it('never shows another user’s payees', async () => {
    const list = (await eve.api.get('/api/transactions/payees?q=blue')).json<Payee[]>();
    expect(list.map((p) => p.payee)).toEqual(['Blue Moon Bar']);
  });

  it('refuses a q too long, naming it', async () => {
    const res = await dana.api.get(`/api/transactions/payees?q=${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ q: PAYEE_MESSAGES.q });
  });
});
