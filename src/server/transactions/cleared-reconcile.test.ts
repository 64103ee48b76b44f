import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReconcileResult } from '../../shared/transaction-changes';
import type { Transaction } from '../../shared/transactions';
import { balanceAssertions } from '../db/schema';
import { assertBooksBalance } from '../loans/loan-fixtures';
import { startAppWithUsers } from '../test/app-with-users';
import type { SignedIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { actual, balanceOf, checking, LONG_AGO, post, register } from './ledger-fixtures';

// Cleared and reconciled transactions (decision 138). The test clock's today is 2026-11-21.

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
startAppWithUsers(['alice@example.com', 'bob@example.com'], (app, users) => {
  t = app;
  [alice, bob] = users;
});

const cleared = (who: SignedIn, id: string, body: object) =>
  who.api.request('PATCH', `/api/transactions/${id}/cleared`, body);
const reconcile = (who: SignedIn, accountId: string, body: object) =>
  who.api.post(`/api/accounts/${accountId}/reconcile`, body);

describe('cleared', () => {
  it('is false by default, may be sent on create and edit, and is toggled by PATCH', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const plain = await post(alice, actual({ accountId: account.id }));
    expect(plain).toMatchObject({ cleared: false, reconciled: false });
    const ticked = await post(alice, { ...actual({ accountId: account.id }), cleared: true });
    expect(ticked.cleared).toBe(true);

    const res = await cleared(alice, plain.id, { cleared: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Transaction>().cleared).toBe(true);
    // An edit that leaves cleared out keeps it.
    const edited = await alice.api.put(`/api/transactions/${plain.id}`, actual({ accountId: account.id }));
    expect(edited.json<Transaction>().cleared).toBe(true);
    const page = await register(alice, account.id);
    expect(page.rows.find((r) => r.transactionId === plain.id)).toMatchObject({
      cleared: true,
      reconciled: false,
    });
    expect(page.rows.find((r) => r.kind === 'opening')).toMatchObject({ cleared: null });
  });

  it('refuses bad input with a 400 naming the field, and another user’s row with a 404', async () => {
    const account = await checking(alice, '10.00', LONG_AGO);
    const row = await post(alice, actual({ accountId: account.id }));
    const bad = await cleared(alice, row.id, { cleared: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { cleared: expect.any(String) } });
    const badCreate = await alice.api.post('/api/transactions', { ...actual({}), cleared: 1 });
    expect(badCreate.statusCode).toBe(400);
    expect(badCreate.json()).toMatchObject({ fields: { cleared: expect.any(String) } });
    expect((await cleared(bob, row.id, { cleared: true })).statusCode).toBe(404);
    expect((await alice.api.get(`/api/transactions/${row.id}`)).json<Transaction>().cleared).toBe(false);
  });
});

describe('POST /api/accounts/:id/reconcile', () => {
  it('reports the difference against the cleared rows, refuses a non-zero one, and reconciles at zero', async () => {
    // 1,000.00 from long ago; three expenses, two of them cleared by the bank.
    const account = await checking(alice, '1000.00', LONG_AGO);
    const a = await post(alice, {
      ...actual({ accountId: account.id, amount: '100.00', transactionDate: '2026-11-02' }),
      cleared: true,
    });
    const b = await post(alice, {
      ...actual({ accountId: account.id, amount: '50.00', transactionDate: '2026-11-05' }),
      cleared: true,
    });
    const outstanding = await post(
      alice,
      actual({ accountId: account.id, amount: '20.00', transactionDate: '2026-11-06' }),
    );
    const later = await post(alice, {
      ...actual({ accountId: account.id, amount: '5.00', transactionDate: '2026-11-15' }),
      cleared: true,
    });
    expect(await balanceOf(alice, account.id)).toBe('825.00');

    const preview = await reconcile(alice, account.id, {
      statementDate: '2026-11-10',
      statementBalance: '800.00',
      dryRun: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ReconcileResult>()).toEqual({
      statementDate: '2026-11-10',
      statementBalance: '800.00',
      clearedBalance: '850.00',
      difference: '-50.00',
      transactionCount: 2,
      reconciled: false,
    });

    const refused = await reconcile(alice, account.id, {
      statementDate: '2026-11-10',
      statementBalance: '800.00',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'reconcile_difference',
      error: expect.stringContaining('-50.00'),
    });
    expect((await alice.api.get(`/api/transactions/${a.id}`)).json<Transaction>().reconciled).toBe(false);

    const done = await reconcile(alice, account.id, {
      statementDate: '2026-11-10',
      statementBalance: '850.00',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ReconcileResult>()).toMatchObject({
      difference: '0.00',
      reconciled: true,
      transactionCount: 2,
    });
    const marks = async (id: string) =>
      (await alice.api.get(`/api/transactions/${id}`)).json<Transaction>().reconciled;
    expect([
      await marks(a.id),
      await marks(b.id),
      await marks(outstanding.id),
      await marks(later.id),
    ]).toEqual([true, true, false, false]);
    // The books' balance on the statement date (the outstanding 20.00 included) is now asserted,
    // and nothing moved.
    const [assertion] = await t.database.db
      .select()
      .from(balanceAssertions)
      .where(
        and(eq(balanceAssertions.accountId, account.id), eq(balanceAssertions.assertDate, '2026-11-10')),
      );
    expect(assertion?.balance).toBe('830.00');
    expect(await balanceOf(alice, account.id)).toBe('825.00');
    await assertBooksBalance(t, alice.user.id);
  });

  it('asks before a reconciled row is edited, deleted or uncleared', async () => {
    const account = await checking(alice, '500.00', LONG_AGO);
    const row = await post(alice, {
      ...actual({ accountId: account.id, amount: '10.00', transactionDate: '2026-11-01' }),
      cleared: true,
    });
    const ok = await reconcile(alice, account.id, {
      statementDate: '2026-11-01',
      statementBalance: '490.00',
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const edit = await alice.api.put(
      `/api/transactions/${row.id}`,
      actual({ accountId: account.id, amount: '11.00' }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'reconciled' });
    expect((await alice.api.delete(`/api/transactions/${row.id}`)).json()).toMatchObject({
      code: 'reconciled',
    });
    expect((await cleared(alice, row.id, { cleared: false })).json()).toMatchObject({ code: 'reconciled' });
    expect((await alice.api.get(`/api/transactions/${row.id}`)).json<Transaction>().amount).toBe('10.00');

    const confirmed = await alice.api.put(`/api/transactions/${row.id}`, {
      ...actual({ accountId: account.id, amount: '11.00', transactionDate: '2026-11-01' }),
      confirmReconciled: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const gone = await alice.api.delete(`/api/transactions/${row.id}?confirmReconciled=true`);
    expect(gone.statusCode).toBe(204);
    await assertBooksBalance(t, alice.user.id);
  });

  it('refuses bad input with a 400, a future date, and another user’s account with a 404', async () => {
    const account = await checking(alice, '1.00', LONG_AGO);
    const noBalance = await reconcile(alice, account.id, { statementDate: '2026-11-01' });
    expect(noBalance.statusCode).toBe(400);
    expect(noBalance.json()).toMatchObject({ fields: { statementBalance: expect.any(String) } });
    const badDate = await reconcile(alice, account.id, {
      statementDate: '2026-13-01',
      statementBalance: '1',
    });
    expect(badDate.json()).toMatchObject({ fields: { statementDate: expect.any(String) } });
    const future = await reconcile(alice, account.id, { statementDate: '2026-12-01', statementBalance: '1' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ fields: { statementDate: expect.any(String) } });
    const foreign = await reconcile(bob, account.id, {
      statementDate: '2026-11-01',
      statementBalance: '1.00',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
