import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, AdjustmentDto, BalanceSheetDto, JournalPageDto } from '../../shared/accounts';
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
  it('creates an asset with an opening entry against hidden equity', async () => {
    const { user, api } = await signIn(t, 'open@example.com');
    const created = await create(api, asset({ currentBalance: '1500.5' }));
    expect(created).toMatchObject({
      accountName: 'Checking',
      accountNumber: 'CHK-1',
      accountType: 'ASSET',
      accountSubtype: 'checking',
      category: 'cash',
      normalBalance: 'debit',
      currentBalance: '1500.50',
      description: 'Everyday account',
      loanId: null,
      linkedLoanId: null,
    });
    const list = (await api.get('/api/accounts')).json() as AccountDto[];
    expect(list.map((a) => a.id)).toEqual([created.id]);

    const journal = (await api.get('/api/journal-entries')).json() as JournalPageDto;
    expect(journal.total).toBe(1);
    expect(journal.entries[0]).toMatchObject({
      entryDate: '2026-11-21',
      description: 'Opening balance: Checking',
      reference: 'CHK-1',
      loanId: null,
      lines: [
        { accountId: created.id, account: 'Checking', debit: '1500.50', credit: '0.00' },
        { account: 'Opening Balance Equity', debit: '0.00', credit: '1500.50' },
      ],
    });
    const history = (await api.get(`/api/accounts/${created.id}/adjustments`)).json() as AdjustmentDto[];
    expect(history).toMatchObject([
      { adjustmentType: 'opening', previousValue: '0.00', newValue: '1500.50', adjustmentAmount: '1500.50' },
    ]);
    await expectConsistentLedger(t, user.id);
  });

  it('totals the balance sheet to the cent: 0.10 + 0.20 is 0.30', async () => {
    const { user, api } = await signIn(t, 'cents@example.com');
    await create(api, asset({ currentBalance: '0.10' }));
    await create(api, asset({ accountName: 'Savings', accountSubtype: 'savings', currentBalance: '0.20' }));
    await create(api, asset({ accountName: 'Car', accountSubtype: 'car', currentBalance: '0.00' }));
    await create(api, liability({ currentBalance: '1000.50' }));
    const sheet = (await api.get('/api/balance-sheet')).json() as BalanceSheetDto;
    expect(sheet).toEqual({
      totalAssets: '0.30',
      totalLiabilities: '1000.50',
      netWorth: '-1000.20',
      byType: { ASSET: { total: '0.30', count: 3 }, LIABILITY: { total: '1000.50', count: 1 } },
      bySubtype: [
        { accountType: 'ASSET', accountSubtype: 'car', total: '0.00', count: 1 },
        { accountType: 'ASSET', accountSubtype: 'checking', total: '0.10', count: 1 },
        { accountType: 'ASSET', accountSubtype: 'savings', total: '0.20', count: 1 },
        { accountType: 'LIABILITY', accountSubtype: 'credit_card', total: '1000.50', count: 1 },
      ],
    });
    await expectConsistentLedger(t, user.id);
  });

  it('posts nothing for a zero opening balance and counts an overdraft negatively', async () => {
    const { user, api } = await signIn(t, 'zero@example.com');
    const before = await snapshot(t, user.id);
    await create(api, asset({ currentBalance: undefined }));
    await create(api, asset({ accountName: 'Overdrawn', currentBalance: '-25.00' }));
    const after = await snapshot(t, user.id);
    expect(after.entries.length - before.entries.length).toBe(1);
    const sheet = (await api.get('/api/balance-sheet')).json() as BalanceSheetDto;
    expect(sheet.totalAssets).toBe('-25.00');
    expect(sheet.netWorth).toBe('-25.00');
  });

  it('stores the liability fields our form sends', async () => {
    const { api } = await signIn(t, 'card@example.com');
    const card = await create(api, liability({ category: undefined }));
    expect(card).toMatchObject({
      category: 'credit_card',
      normalBalance: 'credit',
      currentBalance: '250.00',
      interestRate: '19.9900',
      minimumPayment: '25.00',
      creditLimit: '5000.00',
    });
    const plain = await create(api, {
      accountName: 'Aunt May',
      accountNumber: 'FAM-1',
      accountType: 'LIABILITY',
      currentBalance: '300',
    });
    expect(plain).toMatchObject({ normalBalance: 'credit', accountSubtype: null, category: null });
  });

  it('edits an account and revalues it with one entry and a history row', async () => {
    const { user, api } = await signIn(t, 'edit@example.com');
    const house = await create(
      api,
      asset({ accountName: 'House', accountSubtype: 'primary_residence', currentBalance: '400000.00' }),
    );
    const res = await api.put(
      `/api/accounts/${house.id}`,
      asset({ accountName: 'Home', accountSubtype: 'primary_residence', currentBalance: '425000.25' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accountName: 'Home',
      currentBalance: '425000.25',
      category: 'property',
    });

    t.clock.advance(86_400_000);
    await api.put(`/api/accounts/${house.id}`, asset({ accountName: 'Home', currentBalance: '410000.00' }));
    const history = (await api.get(`/api/accounts/${house.id}/adjustments`)).json() as AdjustmentDto[];
    expect(history).toMatchObject([
      {
        adjustmentType: 'decrease',
        previousValue: '425000.25',
        newValue: '410000.00',
        adjustmentAmount: '-15000.25',
        adjustmentDate: '2026-11-22',
        source: 'manual',
      },
      {
        adjustmentType: 'increase',
        previousValue: '400000.00',
        newValue: '425000.25',
        adjustmentAmount: '25000.25',
      },
      { adjustmentType: 'opening', newValue: '400000.00' },
    ]);
    const journal = (await api.get('/api/journal-entries')).json() as JournalPageDto;
    expect(journal.entries.map((e) => e.description)).toEqual([
      'Value change: Home',
      'Value change: Home',
      'Opening balance: House',
    ]);
    expect(journal.entries[0]?.lines).toMatchObject([
      { account: 'Opening Balance Equity', debit: '15000.25' },
      { account: 'Home', credit: '15000.25' },
    ]);

    // The same value, or no value at all, posts nothing.
    const before = await snapshot(t, user.id);
    await api.put(`/api/accounts/${house.id}`, asset({ accountName: 'Home', currentBalance: '410000.00' }));
    await api.put(`/api/accounts/${house.id}`, asset({ accountName: 'Home', currentBalance: undefined }));
    const after = await snapshot(t, user.id);
    expect(after.entries).toEqual(before.entries);
    expect(after.adjustments).toEqual(before.adjustments);
    expect((await api.get('/api/balance-sheet')).json()).toMatchObject({ totalAssets: '410000.00' });
    await expectConsistentLedger(t, user.id);
  });

  it('refuses to change the type of an account, changing nothing', async () => {
    const { user, api } = await signIn(t, 'type@example.com');
    const checking = await create(api, asset());
    const before = await snapshot(t, user.id);
    const res = await api.put(`/api/accounts/${checking.id}`, liability());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { accountType: 'The type of an account cannot be changed' } });
    expect(await snapshot(t, user.id)).toEqual(before);
  });

  it('deletes an account and its entries as if it had never existed', async () => {
    const { user, api } = await signIn(t, 'delete@example.com');
    const keep = await create(api, asset({ accountName: 'Keep', currentBalance: '10.00' }));
    const empty = await snapshot(t, user.id);
    const gone = await create(api, asset({ accountName: 'Gone', currentBalance: '99.99' }));
    await api.put(`/api/accounts/${gone.id}`, asset({ accountName: 'Gone', currentBalance: '120.00' }));
    const res = await api.delete(`/api/accounts/${gone.id}`);
    expect(res.statusCode).toBe(204);
    expect(await snapshot(t, user.id)).toEqual(empty);
    expect(((await api.get('/api/accounts')).json() as AccountDto[]).map((a) => a.id)).toEqual([keep.id]);
    expect((await api.get('/api/balance-sheet')).json()).toMatchObject({
      totalAssets: '10.00',
      netWorth: '10.00',
    });
    expect((await api.get(`/api/accounts/${gone.id}/adjustments`)).statusCode).toBe(404);
    expect((await api.delete(`/api/accounts/${gone.id}`)).statusCode).toBe(404);
    await expectConsistentLedger(t, user.id);
  });

  it('keeps system accounts out of sight: not listed, 404 for every verb', async () => {
    const { api } = await signIn(t, 'system@example.com');
    await create(api, asset());
    const journal = (await api.get('/api/journal-entries')).json() as JournalPageDto;
    const equityId = journal.entries[0]?.lines[1]?.accountId ?? '';
    expect(((await api.get('/api/accounts')).json() as AccountDto[]).some((a) => a.id === equityId)).toBe(
      false,
    );
    expect((await api.put(`/api/accounts/${equityId}`, asset())).statusCode).toBe(404);
    expect((await api.delete(`/api/accounts/${equityId}`)).statusCode).toBe(404);
    expect((await api.get(`/api/accounts/${equityId}/adjustments`)).statusCode).toBe(404);
  });

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
    expect(byName.get('Mortgage')).toMatchObject({ loanId: loan!.id, linkedLoanId: null });
    expect(byName.get('Home')).toMatchObject({ loanId: null, linkedLoanId: loan!.id });
    expect(byName.get('Checking')).toMatchObject({ loanId: null, linkedLoanId: loan!.id });

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
