import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '../../shared/accounts';
import { parseRegisterCursor, type RegisterPage, registerCursorText } from '../../shared/register';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, checking, post, register } from '../transactions/ledger-fixtures';

// Keyset paging of GET /api/accounts/:id/register (decision 080): `next` leads to the page just
// older, and its running balances are the ones the whole register shows, whatever changed between.

let t: TestApp;
let alice: SignedIn;
let account: AccountDto;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'paging@example.com');
  account = await checking(alice, '1000.00');
  // Three entries a day on four days, posted in order, so same-day order is the posting order.
  for (let day = 1; day <= 4; day++) {
    for (let n = 1; n <= 3; n++) {
      await post(
        alice,
        actual({
          type: n === 2 ? 'income' : 'expense',
          amount: `${day}${n}.0${n}`,
          description: `Day ${day} #${n}`,
          transactionDate: `2026-11-0${day}`,
          accountId: account.id,
        }),
      );
    }
  }
});
afterAll(async () => {
  await t.close();
});

/** Every page from `query`, following `next` until it is null. */
async function walk(who: SignedIn, accountId: string, query: string): Promise<RegisterPage[]> {
  const pages = [await register(who, accountId, `?${query}`)];
  for (let next = pages[0]?.next; next; next = pages.at(-1)?.next) {
    pages.push(await register(who, accountId, `?${query}&before=${next}`));
    if (pages.length > 100) throw new Error('paging does not end');
  }
  return pages;
}

describe('register cursor paging', () => {
  it('joins pages without gaps or duplicates, with the balances of the whole register', async () => {
    const all = await register(alice, account.id, '?limit=500');
    expect(all.total).toBe(13);
    expect(all.next).toBeNull();

    const pages = await walk(alice, account.id, 'limit=5');
    expect(pages.map((p) => p.rows.length)).toEqual([5, 5, 3]);
    expect(pages.flatMap((p) => p.rows)).toEqual(all.rows);
    // The first page counts; the pages after a cursor do not read the whole account again.
    expect(pages.map((p) => p.total)).toEqual([13, null, null]);
    expect(pages.at(-1)?.next).toBeNull();

    // The offset path gives the same rows and balances for the same page.
    for (const [i, page] of pages.entries()) {
      expect((await register(alice, account.id, `?limit=5&offset=${i * 5}`)).rows).toEqual(page.rows);
    }
  });

  it('orders entries of one day by the order they were posted, across a page boundary', async () => {
    const pages = await walk(alice, account.id, 'limit=2&from=2026-11-02&to=2026-11-03');
    expect(pages.flatMap((p) => p.rows.map((r) => r.description))).toEqual([
      'Day 3 #3',
      'Day 3 #2',
      'Day 3 #1',
      'Day 2 #3',
      'Day 2 #2',
      'Day 2 #1',
    ]);
    const all = await register(alice, account.id, '?limit=500');
    expect(pages.flatMap((p) => p.rows)).toEqual(
      all.rows.filter((r) => r.date >= '2026-11-02' && r.date <= '2026-11-03'),
    );
  });

  it('keeps balances exact when the books change between pages', async () => {
    const other = await checking(alice, '50.00');
    for (let day = 1; day <= 6; day++) {
      await post(
        alice,
        actual({
          amount: `${day}.00`,
          description: `Spend ${day}`,
          transactionDate: `2026-11-1${day}`,
          accountId: other.id,
        }),
      );
    }
    const first = await register(alice, other.id, '?limit=3');
    // An older entry lands below the cursor: every balance above it moves.
    await post(
      alice,
      actual({ amount: '7.00', description: 'Late', transactionDate: '2026-11-01', accountId: other.id }),
    );
    const second = await register(alice, other.id, `?limit=3&before=${first.next}`);
    const all = await register(alice, other.id, '?limit=500');
    expect(second.rows).toEqual(all.rows.slice(3, 6));
  });

  it('takes only the position from a cursor whose balance it did not sign', async () => {
    const first = await register(alice, account.id, '?limit=4');
    const cursor = parseRegisterCursor(first.next ?? '');
    if (!cursor) throw new Error('no cursor');
    const all = await register(alice, account.id, '?limit=500');
    const forged = registerCursorText({ ...cursor, balanceCents: '99999999' });
    expect((await register(alice, account.id, `?limit=4&before=${forged}`)).rows).toEqual(
      all.rows.slice(4, 8),
    );

    // Signed for another account: the position is honoured, the balance is that account's own.
    const savings = await checking(alice, '10.00');
    await post(
      alice,
      actual({ amount: '1.00', description: 'Old', transactionDate: '2026-10-01', accountId: savings.id }),
    );
    const elsewhere = await register(alice, savings.id, `?before=${first.next}`);
    // Savings held 10.00 today, so it held 11.00 before the old spend: its opening moved there.
    expect(elsewhere.rows.map((r) => [r.description, r.balance])).toEqual([
      ['Old', '10.00'],
      ['Opening balance: Checking', '11.00'],
    ]);
  });

  it('a cursor replayed on another account of the same user, at the same ledger version, takes none of its balance (issue 27)', async () => {
    const savings = await checking(alice, '0.00');
    for (const day of ['2026-10-01', '2026-10-02', '2026-10-03']) {
      await post(
        alice,
        actual({
          amount: '1.00',
          description: `Savings ${day}`,
          transactionDate: day,
          accountId: savings.id,
        }),
      );
    }
    // Nothing is written between signing the cursor and replaying it: the version still matches, so
    // only the account in the signature keeps checking's balance out of savings' page.
    const first = await register(alice, account.id, '?limit=4');
    const replayed = await register(alice, savings.id, `?before=${first.next}`);
    // Savings' own balances, computed back from the 0.00 it held today (its opening on 2026-10-01).
    expect(replayed.rows.map((r) => r.description)).toEqual([
      'Savings 2026-10-03',
      'Savings 2026-10-02',
      'Savings 2026-10-01',
      'Opening balance: Checking',
    ]);
    expect(replayed.rows.map((r) => r.balance)).toEqual(['0.00', '1.00', '2.00', '3.00']);
  });

  it('keeps balances exact when to skips rows between the cursor and the page', async () => {
    const first = await register(alice, account.id, '?limit=2');
    const page = await register(alice, account.id, `?limit=3&to=2026-11-02&before=${first.next}`);
    const all = await register(alice, account.id, '?limit=500');
    expect(page.rows).toEqual(all.rows.filter((r) => r.date <= '2026-11-02').slice(0, 3));
  });

  it.each([
    ['not a cursor', 'before=abc', 'before'],
    [
      'an impossible date',
      'before=2026-02-30.1.00000000-0000-0000-0000-000000000000.0.1.00000000000000000000000000000000',
      'before',
    ],
    ['an empty cursor', 'before=', 'before'],
    ['two cursors', 'before=a&before=b', 'before'],
  ])('refuses %s with a 400 naming before', async (_case, query, field) => {
    const res = await alice.api.get(`/api/accounts/${account.id}/register?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
  });

  it('refuses offset together with before', async () => {
    const first = await register(alice, account.id, '?limit=2');
    const res = await alice.api.get(`/api/accounts/${account.id}/register?offset=2&before=${first.next}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty('offset');
  });

  it("answers 404 for another user's account, with or without a cursor", async () => {
    const bob = await signIn(t, 'bob-paging@example.com');
    const bobs = await checking(bob, '10.00');
    const first = await register(alice, account.id, '?limit=2');
    expect((await alice.api.get(`/api/accounts/${bobs.id}/register?before=${first.next}`)).statusCode).toBe(
      404,
    );
    expect((await bob.api.get(`/api/accounts/${account.id}/register?before=${first.next}`)).statusCode).toBe(
      404,
    );
  });
});
