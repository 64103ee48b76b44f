import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, BalanceSheetDto, JournalPageDto, PreferencesDto } from '../../shared/accounts';
import { apiClient, type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { asset, create, liability, snapshot } from './test-fixtures';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let alicesHouse: AccountDto;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'alice@example.com');
  bob = await signIn(t, 'bob@example.com');
  alicesHouse = await create(alice.api, asset({ accountName: 'House', currentBalance: '500000.00' }));
  await create(alice.api, liability());
  await alice.api.put('/api/preferences', { decimalPlaces: 0 });
  await create(bob.api, asset({ accountName: 'Bob cash', currentBalance: '7.00' }));
});
afterAll(async () => {
  await t.close();
});

describe('each user sees and changes only their own books', () => {
  it("another user's account is a 404 for every verb, and stays as it was", async () => {
    const before = await snapshot(t, alice.user.id);
    const id = alicesHouse.id;
    for (const res of [
      await bob.api.put(`/api/accounts/${id}`, asset({ currentBalance: '1.00' })),
      await bob.api.delete(`/api/accounts/${id}`),
      await bob.api.get(`/api/accounts/${id}/adjustments`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Account not found' });
    }
    expect(await snapshot(t, alice.user.id)).toEqual(before);
  });

  it("lists, balance sheet, journal and preferences hold only the user's own data", async () => {
    const bobsAccounts = (await bob.api.get('/api/accounts')).json() as AccountDto[];
    expect(bobsAccounts.map((a) => a.accountName)).toEqual(['Bob cash']);
    const sheet = (await bob.api.get('/api/balance-sheet')).json() as BalanceSheetDto;
    expect(sheet).toMatchObject({ totalAssets: '7.00', totalLiabilities: '0.00', netWorth: '7.00' });
    const journal = (await bob.api.get('/api/journal-entries')).json() as JournalPageDto;
    expect(journal.total).toBe(1);
    expect(journal.entries[0]?.description).toBe('Opening balance: Bob cash');
    const prefs = (await bob.api.get('/api/preferences')).json() as PreferencesDto;
    expect(prefs).toEqual({ decimalPlaces: 2, summaryPrecision: 'dollars', showPercentages: true });
    expect((await alice.api.get('/api/preferences')).json()).toMatchObject({ decimalPlaces: 0 });
  });

  it('a malformed id is a 404, never a 500', async () => {
    for (const id of ['nope', '1', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      const path = `/api/accounts/${encodeURIComponent(id)}`;
      expect((await alice.api.put(path, asset())).statusCode).toBe(404);
      expect((await alice.api.delete(path)).statusCode).toBe(404);
      expect((await alice.api.get(`${path}/adjustments`)).statusCode).toBe(404);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await alice.api.put(`/api/accounts/${unknown}`, asset())).statusCode).toBe(404);
  });

  it('every route needs a signed-in user', async () => {
    const anonymous = apiClient(t);
    const id = alicesHouse.id;
    const before = await snapshot(t, alice.user.id);
    for (const res of [
      await anonymous.get('/api/accounts'),
      await anonymous.post('/api/accounts', asset()),
      await anonymous.put(`/api/accounts/${id}`, asset()),
      await anonymous.delete(`/api/accounts/${id}`),
      await anonymous.get(`/api/accounts/${id}/adjustments`),
      await anonymous.get('/api/balance-sheet'),
      await anonymous.get('/api/journal-entries'),
      await anonymous.get('/api/preferences'),
      await anonymous.put('/api/preferences', { decimalPlaces: 1 }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await snapshot(t, alice.user.id)).toEqual(before);
  });
});

describe('journal entries and preferences', () => {
  it('pages the journal newest first', async () => {
    const { api } = await signIn(t, 'pages@example.com');
    for (const [i, day] of ['2026-11-19', '2026-11-21', '2026-11-20'].entries()) {
      t.clock.set(`${day}T12:00:00Z`);
      await create(api, asset({ accountName: `A${i}`, currentBalance: `${i + 1}.00` }));
    }
    t.clock.set('2026-11-21T12:00:00Z');
    const all = (await api.get('/api/journal-entries')).json() as JournalPageDto;
    expect(all.entries.map((e) => e.entryDate)).toEqual(['2026-11-21', '2026-11-20', '2026-11-19']);
    expect(all).toMatchObject({ total: 3, limit: 50, offset: 0 });
    const second = (await api.get('/api/journal-entries?limit=1&offset=1')).json() as JournalPageDto;
    expect(second.entries.map((e) => e.description)).toEqual(['Opening balance: A2']);
    expect(second).toMatchObject({ total: 3, limit: 1, offset: 1 });
    const past = (await api.get('/api/journal-entries?offset=10')).json() as JournalPageDto;
    expect(past.entries).toEqual([]);
  });

  it('keeps preferences per user, with the defaults until changed', async () => {
    const { api } = await signIn(t, 'prefs@example.com');
    expect((await api.get('/api/preferences')).json()).toEqual({
      decimalPlaces: 2,
      summaryPrecision: 'dollars',
      showPercentages: true,
    });
    const saved = await api.put('/api/preferences', {
      summaryPrecision: 'thousands',
      showPercentages: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ decimalPlaces: 2, summaryPrecision: 'thousands', showPercentages: false });
    await api.put('/api/preferences', { decimalPlaces: 1 });
    expect((await api.get('/api/preferences')).json()).toEqual({
      decimalPlaces: 1,
      summaryPrecision: 'thousands',
      showPercentages: false,
    });
  });
});
