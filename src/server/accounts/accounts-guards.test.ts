import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, AdjustmentDto } from '../../shared/accounts';
import { accounts, loans } from '../db/schema';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { asset, create, expectConsistentLedger, liability, snapshot } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('accounts on the ledger', () => {
  it('leaves loan-backed accounts to the loan: flagged in the list, 409 on edit and delete', async () => {
    const { user, api } = await signIn(t, 'loan@example.com');
    const db = t.database.db;
    const [debt] = await db
      .insert(accounts)
      .values({
        userId: user.id,
        accountName: 'Mortgage',
        accountNumber: 'L-1',
        accountType: 'LIABILITY',
        normalBalance: 'credit',
      })
      .returning();
    const home = await create(api, asset({ accountName: 'Home', accountSubtype: 'primary_residence' }));
    const checking = await create(api, asset());
    const [loan] = await db
      .insert(loans)
      .values({
        userId: user.id,
        name: 'Home loan',
        accountId: debt!.id,
        assetAccountId: home.id,
        fundingAccountId: checking.id,
        principal: '300000.00',
        interestRate: '6.5',
        termYears: 30,
        startDate: '2026-01-01',
        monthlyPayment: '1896.20',
      })
      .returning();
    const list = (await api.get('/api/accounts')).json() as AccountDto[];
    const byName = new Map(list.map((a) => [a.accountName, a]));
    expect(byName.get('Mortgage')).toMatchObject({ loanId: loan!.id, linkedLoanId: null, linkedAs: null });
    expect(byName.get('Home')).toMatchObject({ loanId: null, linkedLoanId: loan!.id, linkedAs: 'asset' });
    expect(byName.get('Checking')).toMatchObject({
      loanId: null,
      linkedLoanId: loan!.id,
      linkedAs: 'funding',
    });

    const before = await snapshot(t, user.id);
    const message = 'This account belongs to the loan "Home loan"; edit or delete the loan instead';
    for (const res of [
      await api.put(
        `/api/accounts/${debt!.id}`,
        liability({ category: null, accountSubtype: 'mortgage', creditLimit: null }),
      ),
      await api.delete(`/api/accounts/${debt!.id}`),
      await api.put(`/api/accounts/${home.id}`, asset({ currentBalance: '1.00' })),
      await api.delete(`/api/accounts/${home.id}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: message });
    }
    const paying = await api.delete(`/api/accounts/${checking.id}`);
    expect(paying.statusCode).toBe(409);
    expect(paying.json().error).toMatch(/pays the loan "Home loan"/);
    expect(await snapshot(t, user.id)).toEqual(before);
    // Paying a loan does not stop the account from being renamed or revalued.
    const renamed = await api.put(
      `/api/accounts/${checking.id}`,
      asset({ accountName: 'Main', currentBalance: '5.00' }),
    );
    expect(renamed.statusCode).toBe(200);
  });

  it('serializes concurrent edits of one account, keeping the ledger consistent', async () => {
    const { user, api } = await signIn(t, 'race@example.com');
    const account = await create(api, asset({ currentBalance: '0.00' }));
    const values = ['10.00', '20.00', '30.00', '40.00', '50.00', '60.00'];
    const results = await Promise.all(
      values.map((v) => api.put(`/api/accounts/${account.id}`, asset({ currentBalance: v }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(values.map(() => 200));
    const [final] = (await api.get('/api/accounts')).json() as AccountDto[];
    expect(values).toContain(final?.currentBalance);
    const history = (await api.get(`/api/accounts/${account.id}/adjustments`)).json() as AdjustmentDto[];
    expect(history[0]?.newValue).toBe(final?.currentBalance);
    for (let i = 0; i + 1 < history.length; i += 1)
      expect(history[i]?.previousValue).toBe(history[i + 1]?.newValue);
    await expectConsistentLedger(t, user.id);
  });

  it('refuses an amount that would overflow the hidden equity account, changing nothing', async () => {
    const { user, api } = await signIn(t, 'huge@example.com');
    await create(api, asset({ currentBalance: '9999999999999.99' }));
    const before = await snapshot(t, user.id);
    const res = await api.post('/api/accounts', asset({ currentBalance: '9999999999999.99' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { currentBalance: 'Amount is too large' } });
    expect(await snapshot(t, user.id)).toEqual(before);
    expect((await api.get('/api/balance-sheet')).json()).toMatchObject({ totalAssets: '9999999999999.99' });
  });

  it('refuses a delete that would overflow the hidden equity account, changing nothing', async () => {
    const { user, api } = await signIn(t, 'huge-delete@example.com');
    await create(api, asset({ currentBalance: '9000000000000.00' }));
    const offset = await create(api, asset({ accountName: 'Offset', currentBalance: '-9000000000000.00' }));
    await create(api, asset({ accountName: 'Third', currentBalance: '9000000000000.00' }));
    const before = await snapshot(t, user.id);
    const res = await api.delete(`/api/accounts/${offset.id}`);
    expect(res.statusCode).toBe(409);
    expect(await snapshot(t, user.id)).toEqual(before);
    // Totals are exact beyond what one column holds.
    await create(api, liability({ currentBalance: '9000000000000.00' }));
    await create(api, asset({ accountName: 'Fourth', currentBalance: '9999999999999.99' }));
    expect((await api.get('/api/balance-sheet')).json()).toMatchObject({
      totalAssets: '18999999999999.99',
      totalLiabilities: '9000000000000.00',
      netWorth: '9999999999999.99',
    });
    await expectConsistentLedger(t, user.id);
  });
});
