import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtraPaymentView, LoanView } from '../../shared/loans';
import { apiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { balanceOf, CAR, createLoan, MORTGAGE } from './loan-fixtures';

// Another user's loan is a 404 whatever the verb, and changes nothing; signed out is a 401.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('loan isolation', () => {
  it('never shows, changes or deletes another user’s loan or extra payment', async () => {
    const alice = await signIn(t, 'alice-iso@example.com');
    const bob = await signIn(t, 'bob-iso@example.com');
    const bobLoan = await createLoan(bob.api, MORTGAGE);
    const extraRes = await bob.api.post(`/api/loans/${bobLoan.id}/extra-payments`, {
      amount: '100.00',
      paymentDate: '2026-01-05',
    });
    const bobExtra = extraRes.json() as ExtraPaymentView;
    const aliceLoan = await createLoan(alice.api, CAR);

    expect((await alice.api.get('/api/loans')).json().map((l: LoanView) => l.id)).toEqual([aliceLoan.id]);
    const id = bobLoan.id;
    const attempts = [
      alice.api.get(`/api/loans/${id}`),
      alice.api.put(`/api/loans/${id}`, MORTGAGE),
      alice.api.delete(`/api/loans/${id}`),
      alice.api.get(`/api/loans/${id}/schedule`),
      alice.api.get(`/api/loans/${id}/schedule?extraMonthly=100`),
      alice.api.get(`/api/loans/${id}/extra-payments`),
      alice.api.post(`/api/loans/${id}/extra-payments`, { amount: '1.00', paymentDate: '2026-01-05' }),
      alice.api.delete(`/api/loans/${id}/extra-payments/${bobExtra.id}`),
      // Bob's extra payment under Alice's own loan.
      alice.api.delete(`/api/loans/${aliceLoan.id}/extra-payments/${bobExtra.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ error: expect.stringMatching(/not found/i) });
    }
    const after = (await bob.api.get(`/api/loans/${id}`)).json() as LoanView;
    expect(after).toEqual((await bob.api.get('/api/loans')).json()[0]);
    expect(after.name).toBe(MORTGAGE.name);
    expect(after.extraPaymentsTotal).toBe('100.00');
    expect(await balanceOf(t, after.accountId!)).toBe(after.currentBalance);
  });

  it('answers 401 to every loan route when signed out', async () => {
    const { api } = await signIn(t, 'owner-401@example.com');
    const loan = await createLoan(api, CAR);
    const anon = apiClient(t);
    const res = await Promise.all([
      anon.post('/api/loan', CAR),
      anon.get('/api/loans'),
      anon.get(`/api/loans/${loan.id}`),
      anon.put(`/api/loans/${loan.id}`, CAR),
      anon.delete(`/api/loans/${loan.id}`),
      anon.get(`/api/loans/${loan.id}/schedule`),
      anon.get(`/api/loans/${loan.id}/extra-payments`),
      anon.post(`/api/loans/${loan.id}/extra-payments`, { amount: '1.00', paymentDate: '2026-01-05' }),
      anon.delete(`/api/loans/${loan.id}/extra-payments/${loan.id}`),
    ]);
    for (const r of res) expect(r.statusCode).toBe(401);
  });

  it('refuses a state change from another origin', async () => {
    const { cookie } = await signIn(t, 'csrf@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loan',
      payload: CAR,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
