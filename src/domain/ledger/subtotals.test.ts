import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceSheet } from './balance-sheet';
import { type BalanceGroup, balanceSheetSubtotals } from './subtotals';
import { ACCOUNT_TYPES, type LedgerAccount } from './types';

describe('balanceSheetSubtotals', () => {
  it('totals by type and subtype, ignoring other types and counting contra groups against theirs', () => {
    const groups: BalanceGroup[] = [
      { accountType: 'ASSET', accountSubtype: 'savings', normalBalance: 'debit', total: 20n, count: 1 },
      { accountType: 'ASSET', accountSubtype: 'checking', normalBalance: 'debit', total: 10n, count: 2 },
      { accountType: 'ASSET', accountSubtype: 'checking', normalBalance: 'credit', total: 3n, count: 1 },
      { accountType: 'ASSET', accountSubtype: null, normalBalance: 'debit', total: -5n, count: 1 },
      {
        accountType: 'LIABILITY',
        accountSubtype: 'credit_card',
        normalBalance: 'credit',
        total: 100_050n,
        count: 1,
      },
      { accountType: 'EQUITY', accountSubtype: null, normalBalance: 'credit', total: 999n, count: 1 },
    ];
    expect(balanceSheetSubtotals(groups)).toEqual({
      totalAssets: 22n,
      totalLiabilities: 100_050n,
      netWorth: -100_028n,
      byType: { ASSET: { total: 22n, count: 5 }, LIABILITY: { total: 100_050n, count: 1 } },
      bySubtype: [
        { accountType: 'ASSET', accountSubtype: null, total: -5n, count: 1 },
        { accountType: 'ASSET', accountSubtype: 'checking', total: 7n, count: 3 },
        { accountType: 'ASSET', accountSubtype: 'savings', total: 20n, count: 1 },
        { accountType: 'LIABILITY', accountSubtype: 'credit_card', total: 100_050n, count: 1 },
      ],
    });
  });

  it('is all zeros with no accounts', () => {
    expect(balanceSheetSubtotals([])).toMatchObject({
      totalAssets: 0n,
      totalLiabilities: 0n,
      netWorth: 0n,
      bySubtype: [],
    });
  });

  it('agrees with balanceSheet(), and its subtotals add up to the totals', () => {
    const account = fc.record({
      accountType: fc.constantFrom(...ACCOUNT_TYPES),
      normalBalance: fc.constantFrom('debit' as const, 'credit' as const),
      subtype: fc.constantFrom(null, 'a', 'b', 'c'),
      balance: fc.integer({ min: -1e13, max: 1e13 }),
    });
    fc.assert(
      fc.property(fc.array(account, { maxLength: 30 }), (drawn) => {
        const accounts: LedgerAccount[] = drawn.map((a, i) => ({
          id: String(i),
          accountType: a.accountType,
          normalBalance: a.normalBalance,
        }));
        const balances = new Map(drawn.map((a, i) => [String(i), a.balance]));
        // Group the way the database does: by type, subtype and normal side.
        const groups = new Map<string, BalanceGroup>();
        for (const a of drawn) {
          const key = `${a.accountType}|${a.subtype}|${a.normalBalance}`;
          const group = groups.get(key) ?? {
            accountType: a.accountType,
            accountSubtype: a.subtype,
            normalBalance: a.normalBalance,
            total: 0n,
            count: 0,
          };
          group.total += BigInt(a.balance);
          group.count += 1;
          groups.set(key, group);
        }
        const sheet = balanceSheetSubtotals([...groups.values()]);
        const expected = balanceSheet(accounts, balances);
        expect(sheet.totalAssets).toBe(BigInt(expected.totalAssets));
        expect(sheet.totalLiabilities).toBe(BigInt(expected.totalLiabilities));
        expect(sheet.netWorth).toBe(BigInt(expected.netWorth));
        for (const type of ['ASSET', 'LIABILITY'] as const) {
          const subs = sheet.bySubtype.filter((s) => s.accountType === type);
          expect(subs.reduce((sum, s) => sum + s.total, 0n)).toBe(sheet.byType[type].total);
          expect(subs.reduce((sum, s) => sum + s.count, 0)).toBe(sheet.byType[type].count);
          expect(sheet.byType[type].count).toBe(drawn.filter((a) => a.accountType === type).length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
