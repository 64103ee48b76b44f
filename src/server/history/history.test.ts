import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar';
import type { AccountDto, AccountPayload, BalanceSheetDto } from '../../shared/accounts';
import type { AccountHistoryPoint, NetWorthPoint } from '../../shared/net-worth-history';
import type { TransactionInput } from '../../shared/transactions';
import { asset, create as createAccount, liability } from '../accounts/test-fixtures';
import { apiClient, type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// Net Worth history against the balance sheet. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const sheetOf = async (who: SignedIn) => {
  const s = (await who.api.get('/api/balance-sheet')).json<BalanceSheetDto>();
  return { totalAssets: s.totalAssets, totalLiabilities: s.totalLiabilities, netWorth: s.netWorth };
};

type Action =
  | { kind: 'open'; type: 'ASSET' | 'LIABILITY'; balance: number }
  | { kind: 'spend' | 'earn'; account: number; amount: number }
  | { kind: 'transfer'; from: number; to: number; amount: number }
  | { kind: 'assert'; account: number; balance: number }
  | { kind: 'undo' };

const cents = fc.integer({ min: 1, max: 5_000_000 });
const anyAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('open' as const),
    type: fc.constantFrom('ASSET' as const, 'LIABILITY' as const),
    balance: fc.integer({ min: 0, max: 5_000_000 }),
  }),
  fc.record({ kind: fc.constantFrom('spend' as const, 'earn' as const), account: fc.nat(), amount: cents }),
  fc.record({ kind: fc.constant('transfer' as const), from: fc.nat(), to: fc.nat(), amount: cents }),
  fc.record({
    kind: fc.constant('assert' as const),
    account: fc.nat(),
    balance: fc.integer({ min: 0, max: 5_000_000 }),
  }),
  fc.record({ kind: fc.constant('undo' as const) }),
);
const money = (c: number) => (c / 100).toFixed(2);

let run = 0;

describe('GET /api/net-worth/history', () => {
  it('equals the balance sheet on every date of a random sequence of postings, the last point today’s', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(anyAction, { maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (days) => {
          // Each run starts on a day of its own, later than the last run's, with a fresh user.
          const first = addDays('2026-12-01', run * 10);
          run++;
          t.clock.set(`${first}T12:00:00Z`);
          const who = await signIn(t, `history-${run}@example.com`);
          const opened: { dto: AccountDto; payload: AccountPayload }[] = [];
          const seen = new Map<string, Awaited<ReturnType<typeof sheetOf>>>();
          let lastTransaction: string | null = null;
          for (const [d, actions] of days.entries()) {
            const today = addDays(first, d);
            t.clock.set(`${today}T12:00:00Z`);
            lastTransaction = null; // undo only what was posted today: the past stays as it was shown
            for (const action of actions) {
              if (action.kind === 'open') {
                const n = opened.length + 1;
                const payload =
                  action.type === 'ASSET'
                    ? asset({
                        accountName: `A${n}`,
                        accountNumber: `A-${n}`,
                        currentBalance: money(action.balance),
                      })
                    : liability({
                        accountName: `L${n}`,
                        accountNumber: `L-${n}`,
                        currentBalance: money(action.balance),
                      });
                opened.push({ dto: await createAccount(who.api, payload), payload });
                continue;
              }
              if (opened.length === 0) continue;
              const pick = (i: number) => opened[i % opened.length] as (typeof opened)[number];
              if (action.kind === 'assert') {
                const target = pick(action.account);
                const payload = { ...target.payload, currentBalance: money(action.balance) };
                const res = await who.api.put(`/api/accounts/${target.dto.id}`, payload);
                expect(res.statusCode, res.body).toBe(200);
                target.payload = payload;
                continue;
              }
              if (action.kind === 'undo') {
                if (lastTransaction) await who.api.delete(`/api/transactions/${lastTransaction}`);
                lastTransaction = null;
                continue;
              }
              let body: TransactionInput;
              if (action.kind === 'transfer') {
                const from = pick(action.from).dto.id;
                const to = pick(action.to).dto.id;
                if (from === to) continue;
                body = {
                  amount: money(action.amount),
                  type: 'transfer',
                  description: 'Move',
                  transactionDate: today,
                  accountId: from,
                  toAccountId: to,
                };
              } else {
                body = {
                  amount: money(action.amount),
                  type: action.kind === 'earn' ? 'income' : 'expense',
                  description: action.kind,
                  transactionDate: today,
                  accountId: pick(action.account).dto.id,
                };
              }
              const res = await who.api.post('/api/transactions', body);
              expect(res.statusCode, res.body).toBe(201);
              lastTransaction = res.json<{ id: string }>().id;
            }
            seen.set(today, await sheetOf(who));
          }
          const last = addDays(first, days.length - 1);
          const res = await who.api.get(`/api/net-worth/history?from=${first}&to=${last}&interval=day`);
          expect(res.statusCode, res.body).toBe(200);
          const points = res.json<NetWorthPoint[]>();
          expect(points.map((p) => p.date)).toEqual([...seen.keys()]);
          for (const point of points) {
            const { date, ...figures } = point;
            expect(figures, date).toEqual(seen.get(date));
          }
          // The default range ends today, and its last point is the balance sheet.
          const all = (await who.api.get('/api/net-worth/history')).json<NetWorthPoint[]>();
          const { date, ...lastFigures } = all[all.length - 1] as NetWorthPoint;
          expect(date).toBe(last);
          expect(lastFigures).toEqual(await sheetOf(who));
          // Each account's history ends on its balance.
          const accounts = (await who.api.get('/api/accounts')).json<AccountDto[]>();
          for (const account of accounts) {
            const history = (await who.api.get(`/api/accounts/${account.id}/history?interval=week`)).json<
              AccountHistoryPoint[]
            >();
            expect(history[history.length - 1]?.balance, account.accountName).toBe(account.currentBalance);
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);

  it('samples weeks and months at their ends, and refuses bad ranges', async () => {
    t.clock.set('2027-06-15T12:00:00Z');
    const who = await signIn(t, 'ranges@example.com');
    const weeks = (
      await who.api.get('/api/net-worth/history?from=2027-05-01&to=2027-05-20&interval=week')
    ).json<NetWorthPoint[]>();
    expect(weeks.map((p) => p.date)).toEqual(['2027-05-02', '2027-05-09', '2027-05-16', '2027-05-20']);
    const months = (await who.api.get('/api/net-worth/history?from=2027-01-10&to=2027-03-10')).json<
      NetWorthPoint[]
    >();
    expect(months.map((p) => p.date)).toEqual(['2027-01-31', '2027-02-28', '2027-03-10']);
    expect(months[0]).toEqual({
      date: '2027-01-31',
      totalAssets: '0.00',
      totalLiabilities: '0.00',
      netWorth: '0.00',
    });
    const cases: [string, string][] = [
      ['/api/net-worth/history?from=2027-02-30', 'from'],
      ['/api/net-worth/history?from=2027-03-01&to=2027-02-01', 'from'],
      ['/api/net-worth/history?interval=year', 'interval'],
      ['/api/net-worth/history?from=1990-01-01&to=2027-01-01&interval=day', 'from'],
      ['/api/net-worth/history?foo=1', 'foo'],
    ];
    for (const [url, field] of cases) {
      const res = await who.api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toHaveProperty([field]);
    }
    expect((await apiClient(t).get('/api/net-worth/history')).statusCode).toBe(401);
  });

  it('counts a loan from its origination and each payment on its due date', async () => {
    t.clock.set('2027-06-15T12:00:00Z');
    const who = await signIn(t, 'borrower@example.com');
    const created = await who.api.post('/api/loan', {
      name: 'Car',
      loanCategory: 'auto',
      loanType: '5-Year ARM',
      principal: '10000.00',
      interestRate: '6',
      termYears: 5,
      startDate: '2026-01-15',
      homePrice: null,
      downPayment: null,
      propertyTax: '0',
      insurance: '0',
      supplementalInsurance: '0',
    });
    expect(created.statusCode, created.body).toBe(201);
    const loan = created.json<{ id: string; accountId: string }>();
    const schedule = (await who.api.get(`/api/loans/${loan.id}/schedule`)).json<{
      rows: { balance: string }[];
    }>();
    const points = (
      await who.api.get('/api/net-worth/history?from=2025-12-01&to=2026-03-31&interval=month')
    ).json<NetWorthPoint[]>();
    expect(points.map((p) => [p.date, p.totalLiabilities])).toEqual([
      ['2025-12-31', '0.00'],
      ['2026-01-31', '10000.00'],
      ['2026-02-28', schedule.rows[0]?.balance],
      ['2026-03-31', schedule.rows[1]?.balance],
    ]);
    const account = (
      await who.api.get(`/api/accounts/${loan.accountId}/history?from=2026-02-01&to=2026-02-28&interval=week`)
    ).json<AccountHistoryPoint[]>();
    expect(account.map((p) => [p.date, p.balance])).toEqual([
      ['2026-02-01', '10000.00'],
      ['2026-02-08', '10000.00'],
      ['2026-02-15', schedule.rows[0]?.balance],
      ['2026-02-22', schedule.rows[0]?.balance],
      ['2026-02-28', schedule.rows[0]?.balance],
    ]);
    const all = (await who.api.get('/api/net-worth/history')).json<NetWorthPoint[]>();
    const { date: _, ...last } = all[all.length - 1] as NetWorthPoint;
    expect(last).toEqual(await sheetOf(who));
  });

  it('answers 404 for another user’s account history', async () => {
    const owner = await signIn(t, 'owner@example.com');
    const account = await createAccount(owner.api, asset());
    const other = await signIn(t, 'nosy@example.com');
    expect((await other.api.get(`/api/accounts/${account.id}/history`)).statusCode).toBe(404);
    expect((await other.api.get('/api/accounts/not-an-id/history')).statusCode).toBe(404);
    const own = (await owner.api.get(`/api/accounts/${account.id}/history`)).json<AccountHistoryPoint[]>();
    expect(own[own.length - 1]?.balance).toBe('100.00');
  });
});
