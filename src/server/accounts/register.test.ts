import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, checking, creditCard, post, register } from '../transactions/ledger-fixtures';

// GET /api/accounts/:id/register: entries newest first with the running balance (issue 10).

let t: TestApp;
let alice: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'register@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('account register', () => {
  it('lists entries newest first with running balances that agree across pages and filters', async () => {
    const account = await checking(alice, '1000.00');
    // Dated before the balance the user gave today (2026-11-21): already counted in it, so the opening
    // moves to the first of them (decision 125). The pay recorded later today comes on top.
    for (let i = 1; i <= 7; i++) {
      await post(
        alice,
        actual({
          amount: `${i}.00`,
          description: `Spend ${i}`,
          transactionDate: `2026-11-0${i}`,
          accountId: account.id,
        }),
      );
    }
    await post(
      alice,
      actual({
        type: 'income',
        amount: '500.00',
        description: 'Pay',
        transactionDate: '2026-11-21',
        accountId: account.id,
      }),
    );
    const all = await register(alice, account.id);
    expect(all.total).toBe(9);
    expect(all.rows.map((r) => r.description)).toEqual([
      'Pay',
      'Spend 7',
      'Spend 6',
      'Spend 5',
      'Spend 4',
      'Spend 3',
      'Spend 2',
      'Spend 1',
      'Opening balance: Checking',
    ]);
    expect(all.rows[0]).toMatchObject({
      amount: '500.00',
      balance: '1500.00',
      kind: 'transaction',
      counterparty: 'Uncategorized income',
    });
    expect(all.rows[1]).toMatchObject({ amount: '-7.00', balance: '1000.00' });
    // The opening lists first on its start, 2026-11-01: 1,000 plus the 28 spent since.
    expect(all.rows.at(-1)).toMatchObject({
      kind: 'opening',
      date: '2026-11-01',
      amount: '1028.00',
      balance: '1028.00',
    });
    // Each row's balance is the next older row's balance plus its amount.
    for (let i = 0; i < all.rows.length - 1; i++) {
      const row = all.rows[i]!;
      const older = all.rows[i + 1]!;
      expect(Math.round((Number(older.balance) + Number(row.amount)) * 100)).toBe(
        Math.round(Number(row.balance) * 100),
      );
    }

    const page2 = await register(alice, account.id, '?limit=3&offset=3');
    expect(page2.rows).toEqual(all.rows.slice(3, 6));
    const filtered = await register(alice, account.id, '?from=2026-11-03&to=2026-11-05');
    expect(filtered.total).toBe(3);
    expect(filtered.rows).toEqual(all.rows.filter((r) => r.date >= '2026-11-03' && r.date <= '2026-11-05'));
  });

  it.each([
    '?limit=0',
    '?limit=501',
    '?offset=-1',
    '?from=2026-02-30',
    '?from=2026-11-05&to=2026-11-01',
    '?other=1',
  ])('refuses %s with a 400', async (query) => {
    const account = await checking(alice, '1.00');
    const res = await alice.api.get(`/api/accounts/${account.id}/register${query}`);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('shows a transaction’s notes, a transfer’s on both its accounts, and none on other entries', async () => {
    const who = await signIn(t, 'register-notes@example.com');
    const from = await checking(who, '800.00');
    const card = await creditCard(who, '300.00');
    await post(
      who,
      actual({
        type: 'transfer',
        amount: '120.00',
        description: 'Card payment',
        accountId: from.id,
        toAccountId: card.id,
        notes: 'May statement',
      }),
    );
    await post(who, actual({ amount: '9.50', description: 'Lunch', accountId: from.id }));
    const rows = (await register(who, from.id)).rows;
    expect(rows.map((r) => [r.description, r.notes])).toEqual([
      ['Lunch', null],
      ['Card payment', 'May statement'],
      ['Opening balance: Checking', null],
    ]);
    const onCard = (await register(who, card.id)).rows.find((r) => r.description === 'Card payment');
    expect(onCard?.notes).toBe('May statement');
  });

  it("answers 404 for another user's account", async () => {
    const bob = await signIn(t, 'bob-register@example.com');
    const bobs = await checking(bob, '10.00');
    expect((await alice.api.get(`/api/accounts/${bobs.id}/register`)).statusCode).toBe(404);
    expect((await alice.api.get('/api/accounts/nope/register')).statusCode).toBe(404);
  });
});
