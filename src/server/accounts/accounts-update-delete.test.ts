import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, AdjustmentDto, JournalPageDto } from '../../shared/accounts';
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
      // A house's new value is a valuation (decision 126); stated the day it was added, it is the
      // value the account opened with (decision 125).
      {
        adjustmentType: 'valuation',
        previousValue: '400000.00',
        newValue: '425000.25',
        adjustmentAmount: '25000.25',
      },
      { adjustmentType: 'opening', newValue: '400000.00' },
    ]);
    const journal = (await api.get('/api/journal-entries')).json() as JournalPageDto;
    expect(journal.entries.map((e) => e.description)).toEqual(['Balance set: Home', 'Opening balance: Home']);
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
});
