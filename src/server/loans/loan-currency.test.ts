import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanView } from '../../shared/loans';
import { asset, create } from '../accounts/test-fixtures';
import { accounts, journalEntryLines } from '../db/schema';
import { expectBooksHold } from '../ledger/test-invariants';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { CAR, createLoan, MORTGAGE } from './loan-fixtures';

// A loan keeps its currency (issue 24): its liability and the asset it creates hold it, every line it
// posts is in it, and it is paid only from an account of the same currency.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function currenciesOf(ids: string[]) {
  const held = await t.database.db
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  const lines = await t.database.db
    .selectDistinct({ currency: journalEntryLines.currency })
    .from(journalEntryLines)
    .where(inArray(journalEntryLines.accountId, ids));
  return { accounts: [...new Set(held.map((a) => a.currency))], lines: lines.map((l) => l.currency) };
}

describe('the currency of a loan', () => {
  it('is the base currency unless named, for the liability, the asset it creates and their lines', async () => {
    const who = await signIn(t, 'loan-cur@example.com');
    await who.api.put('/api/settings', { baseCurrency: 'EUR' });
    const home = await createLoan(who.api, MORTGAGE);
    const homeIds = [home.accountId, home.assetAccountId].filter((id): id is string => id !== null);
    expect(homeIds).toHaveLength(2);
    expect(await currenciesOf(homeIds)).toEqual({ accounts: ['EUR'], lines: ['EUR'] });

    const pounds = await create(
      who.api,
      asset({
        accountName: 'Current account',
        currency: 'GBP',
        currentBalance: '9000.00',
        balanceDate: '2020-01-01',
      }),
    );
    const car = await createLoan(who.api, {
      ...CAR,
      currency: 'gbp',
      fundingAccountId: pounds.id,
      postPastPayments: true,
    });
    expect(await currenciesOf([car.accountId as string, pounds.id])).toEqual({
      accounts: ['GBP'],
      lines: ['GBP'],
    });
    await expectBooksHold(t.database.db);

    // Every answer names it, so its amounts are never shown in another (the base currency is EUR).
    expect([home.currency, car.currency]).toEqual(['EUR', 'GBP']);
    const listed = (await who.api.get('/api/loans')).json<LoanView[]>();
    expect(listed.map((loan) => [loan.name, loan.currency])).toEqual([
      [MORTGAGE.name, 'EUR'],
      [CAR.name, 'GBP'],
    ]);
    expect((await who.api.get(`/api/loans/${car.id}`)).json<LoanView>().currency).toBe('GBP');

    // An edit keeps it, and refuses another.
    const same = await who.api.put(`/api/loans/${car.id}`, {
      ...CAR,
      fundingAccountId: pounds.id,
      postPastPayments: true,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<LoanView>().currency).toBe('GBP');
    const changed = await who.api.put(`/api/loans/${car.id}`, { ...CAR, currency: 'USD' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({ currency: expect.stringContaining('cannot be changed') });
    await expectBooksHold(t.database.db);
  });

  it('refuses a funding account or a linked asset of another currency, and a currency without cents', async () => {
    const who = await signIn(t, 'loan-cur-refuse@example.com');
    const euros = await create(
      who.api,
      asset({ accountName: 'Girokonto', currency: 'EUR', currentBalance: '5000.00' }),
    );
    const funded = await who.api.post('/api/loan', { ...CAR, fundingAccountId: euros.id });
    expect(funded.statusCode).toBe(400);
    expect(funded.json().fields).toEqual({
      fundingAccountId:
        'This account holds EUR and the loan is in USD: a payment would need a rate; choose an account in USD',
    });
    const linked = await who.api.post('/api/loan', { ...CAR, assetAccountId: euros.id });
    expect(linked.statusCode).toBe(400);
    expect(Object.keys(linked.json().fields)).toEqual(['assetAccountId']);
    const yen = await who.api.post('/api/loan', { ...CAR, currency: 'JPY' });
    expect(yen.statusCode).toBe(400);
    expect(yen.json().fields).toEqual({ currency: expect.stringContaining('JPY') });
    expect((await who.api.get('/api/loans')).json<LoanView[]>()).toEqual([]);
    const inEuros = await who.api.post('/api/loan', { ...CAR, currency: 'EUR', fundingAccountId: euros.id });
    expect(inEuros.statusCode, inEuros.body).toBe(201);
    const lines = await t.database.db
      .selectDistinct({ currency: journalEntryLines.currency })
      .from(journalEntryLines)
      .where(eq(journalEntryLines.accountId, inEuros.json<LoanView>().accountId as string));
    expect(lines.map((l) => l.currency)).toEqual(['EUR']);
  });
});
