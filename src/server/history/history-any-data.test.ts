import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceSheetDto } from '../../shared/accounts';
import { HISTORY_POINTS_MAX, type NetWorthPoint } from '../../shared/net-worth-history';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { ensureSystemAccount, postJournalEntries } from '../ledger';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// Issue 27, item 6: an import dated 0001-01-01 (stored before dates were bounded) made the default
// history answer 400 until the row was removed. A default range answers for any stored data.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the default history answers for any stored data', () => {
  it('with a line dated 0001-01-01: every interval answers, ending on today’s balance sheet', async () => {
    const who = await signIn(t, 'ancient@example.com');
    const checking = await createAccount(who.api, asset({ currentBalance: '100.00' }));
    await t.database.db.transaction(async (tx) => {
      const income = await ensureSystemAccount(tx, who.user.id, 'uncategorized_income');
      await postJournalEntries(tx, who.user.id, [
        {
          entryDate: '0001-01-01',
          description: 'An import from before dates were bounded',
          kind: 'transaction',
          lines: [
            { accountId: checking.id, debit: 500, credit: 0 },
            { accountId: income, debit: 0, credit: 500 },
          ],
        },
      ]);
    });
    const sheet = (await who.api.get('/api/balance-sheet')).json<BalanceSheetDto>();
    for (const url of [
      '/api/net-worth/history',
      '/api/net-worth/history?interval=day',
      '/api/net-worth/history?interval=week',
      `/api/accounts/${checking.id}/history`,
      `/api/accounts/${checking.id}/history?interval=day`,
    ]) {
      const res = await who.api.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const points = res.json<(NetWorthPoint & { balance?: string })[]>();
      expect(points.length).toBeLessThanOrEqual(HISTORY_POINTS_MAX);
      const last = points[points.length - 1];
      expect(last?.date).toBe('2026-11-21');
      expect(last?.netWorth ?? last?.balance).toBe(sheet.netWorth);
      // The ancient line was already in the 100.00 the account held today: the opening moved back to
      // it (decision 125), so the first point holds the whole 100.00.
      expect(points[0]?.netWorth ?? points[0]?.balance).toBe('100.00');
    }
  });
});
