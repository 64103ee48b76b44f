import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, AdjustmentDto, BalanceSheetDto, JournalPageDto } from '../../shared/accounts';
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
      linkedAs: null,
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
      baseCurrency: 'USD',
      missingRates: [],
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
});
