import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asset, create } from '../accounts/test-fixtures';
import { CAR, createLoan } from '../loans/loan-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// Ledger reads served from the per-user cache and as 304 (decision 047) must never be stale: any
// write that changes what they show moves the version, whoever makes it.

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'cache-alice@example.com');
  bob = await signIn(t, 'cache-bob@example.com');
});
afterAll(async () => {
  await t.close();
});

const names = (body: string) => (JSON.parse(body) as { accountName: string }[]).map((a) => a.accountName);

describe('cached ledger reads', () => {
  it('answers with a tag, and 304 to a browser that has the current answer', async () => {
    await create(alice.api, asset({ accountName: 'Checking', currentBalance: '100.00' }));
    // The first read brings the new user's books current: made fresh, without a tag.
    expect((await alice.api.get('/api/accounts')).headers.etag).toBeUndefined();
    const first = await alice.api.get('/api/accounts');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-store'); // docs/security.md R30
    const again = await alice.api.request('GET', '/api/accounts', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same tag from another user's browser matches nothing of theirs.
    const other = await bob.api.request('GET', '/api/accounts', undefined, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    expect(other.json()).toEqual([]);
  });

  it('serves the kept answer while the version stands, and a fresh one once it moves', async () => {
    const before = await alice.api.get('/api/accounts');
    // A change the version does not see is not shown: the answer came from the cache. (The version's
    // triggers take the user as already queued in this transaction, migration 0025; they fire in every
    // replication role since migration 0028.)
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('networth.version_queued', ${alice.user.id}, true)`);
      await tx.execute(
        sql`update accounts set account_name = 'Renamed quietly' where account_name = 'Checking'`,
      );
    });
    const cached = await alice.api.get('/api/accounts');
    expect(names(cached.body)).toEqual(['Checking']);
    expect(cached.headers.etag).toBe(before.headers.etag);
    // Any writer's change moves the version (here plain SQL, as another instance would): shown at once.
    await t.database.db.execute(
      sql`update accounts set description = 'x' where account_name = 'Renamed quietly'`,
    );
    const fresh = await alice.api.get('/api/accounts');
    expect(names(fresh.body)).toEqual(['Renamed quietly']);
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows every write through the API at once: accounts, balances, loans, deletes', async () => {
    const sheet = async () => (await alice.api.get('/api/balance-sheet')).json() as { netWorth: string };
    const start = await sheet();
    const savings = await create(alice.api, asset({ accountName: 'Savings', currentBalance: '50.00' }));
    expect(Number((await sheet()).netWorth)).toBeCloseTo(Number(start.netWorth) + 50, 2);
    const updated = await alice.api.put(`/api/accounts/${savings.id}`, {
      ...asset({ accountName: 'Savings', currentBalance: '75.00' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(Number((await sheet()).netWorth)).toBeCloseTo(Number(start.netWorth) + 75, 2);
    const loan = await createLoan(alice.api, CAR);
    expect(
      (await alice.api.get('/api/accounts'))
        .json()
        .some((a: { loanId: string | null }) => a.loanId === loan.id),
    ).toBe(true);
    expect((await alice.api.delete(`/api/accounts/${savings.id}`)).statusCode).toBe(204);
    expect(names((await alice.api.get('/api/accounts')).body)).not.toContain('Savings');
    const journal = await alice.api.get('/api/journal-entries?limit=100');
    expect(
      journal.json().entries.some((e: { description: string }) => e.description.includes('Savings')),
    ).toBe(false);
  });

  it('posts what fell due when the date moves, then keeps that answer', async () => {
    const before = await alice.api.get('/api/balance-sheet');
    t.clock.advance(62 * 86_400_000);
    alice = await signIn(t, 'cache-alice@example.com'); // the 30-day session ended meanwhile
    const after = await alice.api.get('/api/balance-sheet');
    expect(after.json().totalLiabilities).not.toBe(before.json().totalLiabilities);
    const kept = await alice.api.get('/api/balance-sheet');
    expect(kept.body).toBe(after.body);
    expect(kept.headers.etag).toBeDefined();
  });

  it('keeps each page of the journal apart, and refuses a bad query before any cache', async () => {
    const one = await alice.api.get('/api/journal-entries?limit=1');
    const two = await alice.api.get('/api/journal-entries?limit=2');
    expect(one.json().entries).toHaveLength(1);
    expect(two.json().entries).toHaveLength(2);
    const bad = await alice.api.request('GET', '/api/journal-entries?limit=abc', undefined, {
      'if-none-match': String(one.headers.etag),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers nobody without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/accounts' });
    expect(res.statusCode).toBe(401);
  });
});
