import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../shared/transactions';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { expectBooksHold } from '../ledger/test-invariants';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, LONG_AGO, post } from '../transactions/ledger-fixtures';

// A backup of a transfer between two currencies (decisions 152, 155) restores with both amounts, so
// the restored transfer can still be edited and re-posted through its trading account.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a cross-currency transfer in a backup', () => {
  it('keeps its received amount through export and restore, and stays editable', async () => {
    const ana = await signIn(t, 'fx-backup-ana@example.com');
    const dollars = await createAccount(
      ana.api,
      asset({ accountName: 'Checking', currency: 'USD', currentBalance: '1000.00', balanceDate: LONG_AGO }),
    );
    const euros = await createAccount(
      ana.api,
      asset({ accountName: 'Sparkonto', currency: 'EUR', currentBalance: '0.00', balanceDate: LONG_AGO }),
    );
    await post(
      ana,
      actual({
        type: 'transfer',
        description: 'To the euro account',
        amount: '108.42',
        receivedAmount: '100.00',
        accountId: dollars.id,
        toAccountId: euros.id,
      }),
    );
    const exported = await ana.api.get('/api/export?format=json');
    expect(exported.statusCode, exported.body).toBe(200);

    const ben = await signIn(t, 'fx-backup-ben@example.com');
    const restored = await ben.api.post('/api/import/backup', exported.json());
    expect(restored.statusCode, restored.body).toBe(201);
    const list = (await ben.api.get('/api/transactions?limit=50')).json<Transaction[]>();
    const moved = list.find((x) => x.description === 'To the euro account');
    expect(moved).toMatchObject({ amount: '108.42', receivedAmount: '100.00' });
    const accounts = (await ben.api.get('/api/accounts')).json<{ id: string; accountName: string }[]>();
    const idOf = (name: string) => accounts.find((a) => a.accountName === name)?.id ?? '';
    expect(await balanceOf(ben, idOf('Checking'))).toBe('891.58');
    expect(await balanceOf(ben, idOf('Sparkonto'))).toBe('100.00');

    // Edited after the restore: the new amounts post through the trading account again.
    const { id, ...rest } = moved as Transaction;
    const edit = await ben.api.put(`/api/transactions/${id}`, {
      ...actual({
        type: 'transfer',
        description: rest.description,
        amount: '110.00',
        receivedAmount: '101.00',
        accountId: idOf('Checking'),
        toAccountId: idOf('Sparkonto'),
      }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await balanceOf(ben, idOf('Checking'))).toBe('890.00');
    expect(await balanceOf(ben, idOf('Sparkonto'))).toBe('101.00');
    await expectBooksHold(t.database.db);
  });
});
