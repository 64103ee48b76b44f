import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../shared/transactions';
import { asset } from '../accounts/test-fixtures';
import { CAR, createLoan } from '../loans/loan-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, checking, post, register } from '../transactions/ledger-fixtures';
import { expectBooksHold } from './test-invariants';

// A value the user sets is an assertion: "on this date the account held X" (docs/decisions/025).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

async function setValue(who: SignedIn, accountId: string, value: string, name = 'Checking') {
  const res = await who.api.put(
    `/api/accounts/${accountId}`,
    asset({ accountName: name, currentBalance: value }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('balance assertions', () => {
  it('hold when a backdated entry lands before them; an entry after them moves the balance', async () => {
    t.clock.set('2026-11-21T12:00:00Z');
    const who = await signIn(t, 'assert@example.com');
    const account = await checking(who, '1000.00');
    t.clock.advance(DAY); // 2026-11-22
    await setValue(who, account.id, '5000.00');
    expect(await balanceOf(who, account.id)).toBe('5000.00');

    // Dated before the assertion: the user already counted it when they said 5,000.
    const before = await post(
      who,
      actual({ amount: '100.00', transactionDate: '2026-11-20', accountId: account.id }),
    );
    expect(await balanceOf(who, account.id)).toBe('5000.00');
    // On the day before: also part of the stated balance.
    await post(who, actual({ amount: '25.00', transactionDate: '2026-11-21', accountId: account.id }));
    expect(await balanceOf(who, account.id)).toBe('5000.00');

    t.clock.advance(DAY); // 2026-11-23
    // After the assertion: today's balance moves.
    const after = await post(
      who,
      actual({ amount: '50.00', transactionDate: '2026-11-23', accountId: account.id }),
    );
    expect(await balanceOf(who, account.id)).toBe('4950.00');

    // Removing the backdated one changes nothing after the assertion either.
    expect((await who.api.delete(`/api/transactions/${before.id}`)).statusCode).toBe(204);
    expect(await balanceOf(who, account.id)).toBe('4950.00');
    // Editing the later one moves today's balance by the difference.
    const edited = await who.api.put(`/api/transactions/${after.id}`, {
      ...actual({ amount: '70.00', transactionDate: '2026-11-23', accountId: account.id }),
    });
    expect(edited.json<Transaction>().amount).toBe('70.00');
    expect(await balanceOf(who, account.id)).toBe('4930.00');

    // The register shows the assertion's adjustment, and the balance on its date is exactly 5,000.
    const rows = (await register(who, account.id)).rows;
    const onAssertion = rows.filter((r) => r.date <= '2026-11-22')[0];
    expect(onAssertion?.balance).toBe('5000.00');
    expect(rows.some((r) => r.kind === 'assertion')).toBe(true);
    await expectBooksHold(t.database.db);
    t.clock.set('2026-11-21T12:00:00Z');
  });

  it('setting the value twice on one day keeps one assertion, the latest', async () => {
    const who = await signIn(t, 'twice@example.com');
    const account = await checking(who, '100.00');
    await setValue(who, account.id, '200.00');
    await setValue(who, account.id, '300.00');
    expect(await balanceOf(who, account.id)).toBe('300.00');
    // The account's only assertion: its adjustment is the opening (decision 125).
    const kinds = (await register(who, account.id)).rows.map((r) => r.kind);
    expect(kinds).toEqual(['opening']);
  });

  it('keeps an account reset to 5,000 at 5,000 when a loan paid from it is later edited', async () => {
    const who = await signIn(t, 'loan-edit@example.com');
    const account = await checking(who, '20000.00');
    const loan = await createLoan(who.api, { ...CAR, fundingAccountId: account.id, postPastPayments: true });
    // The loan's payments since 2025 came out of checking (asked for: decision 128), before the day it held 20,000: already
    // counted in that balance (decision 125).
    expect(await balanceOf(who, account.id)).toBe('20000.00');
    await setValue(who, account.id, '5000.00');
    expect(await balanceOf(who, account.id)).toBe('5000.00');

    const res = await who.api.put(`/api/loans/${loan.id}`, {
      ...CAR,
      interestRate: '3.5',
      fundingAccountId: account.id,
      postPastPayments: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(who, account.id)).toBe('5000.00');
    // The next payment after today still comes out of it.
    t.clock.advance(10 * DAY);
    expect(await balanceOf(who, account.id)).not.toBe('5000.00');
    t.clock.set('2026-11-21T12:00:00Z');
    await expectBooksHold(t.database.db);
  });
});
