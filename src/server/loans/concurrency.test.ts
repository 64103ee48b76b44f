import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanPayload, LoanView } from '../../shared/loans';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { assertBooksBalance, balanceOf, CAR, createLoan } from './loan-fixtures';
import { isRetryable, retryOnce } from './locking';

// Issue 11 item 13 and decision 039: loan operations lock their rows in one order, retry a
// serialization failure once and report any other failure. On PostgreSQL (TEST_DATABASE_URL) the
// requests below really run at once on several connections.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('concurrent loan operations', () => {
  it('20 concurrent extra payments and edits on two loans sharing a funding account: balanced books, no 5xx', async () => {
    const { api, user } = await signIn(t, 'concurrent@example.com');
    const checking = await api.post('/api/accounts', {
      accountName: 'Checking',
      accountNumber: 'CHK-1',
      accountType: 'ASSET',
      accountSubtype: 'checking',
      category: 'cash',
      normalBalance: 'debit',
      currentBalance: '100000.00',
    });
    expect(checking.statusCode).toBe(201);
    const fundingAccountId = (checking.json() as { id: string }).id;
    const payload = (name: string, rate: string): LoanPayload => ({
      ...CAR,
      name,
      interestRate: rate,
      startDate: '2024-02-10',
      fundingAccountId,
    });
    const a = await createLoan(api, payload('Loan A', '7.25'));
    const b = await createLoan(api, payload('Loan B', '5.5'));

    // Each round: as many edits as extra payments at once, alternating between the two loans, with
    // reads (which post due payments too). 20 at once, then on PostgreSQL 80, which makes an unlucky
    // interleaving likely: without the ordered locks PostgreSQL reported deadlocks (500s) here.
    const isEdit = (i: number) => Math.floor(i / 2) % 2 === 1;
    // PGlite runs one statement at a time, so the larger round only adds time there.
    const SIZES = t.database.driver === 'postgres' ? [20, 80] : [20];
    for (const [round, size] of SIZES.entries()) {
      const operations = Array.from({ length: size }, (_, i) => {
        const loan = i % 2 === 0 ? a : b;
        if (isEdit(i))
          return api.put(`/api/loans/${loan.id}`, payload(loan.name, `${5 + ((i + round) % 4)}.5`));
        const day = String(1 + (i % 28)).padStart(2, '0');
        return api.post(`/api/loans/${loan.id}/extra-payments`, {
          amount: `${10 + (i % 50) + round}.00`,
          paymentDate: `2025-0${3 + round}-${day}`,
        });
      });
      const reads = [api.get('/api/accounts'), api.get('/api/loans'), api.get('/api/balance-sheet')];
      const answers = await Promise.all([...operations, ...reads]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      expect(answers.slice(0, size).every((res) => res.statusCode === 200 || res.statusCode === 201)).toBe(
        true,
      );
    }

    await assertBooksBalance(t, user.id);
    const loans = (await api.get('/api/loans')).json() as LoanView[];
    for (const loan of loans) expect(await balanceOf(t, loan.accountId!)).toBe(loan.currentBalance);
    const extras = await Promise.all([a, b].map((l) => api.get(`/api/loans/${l.id}/extra-payments`)));
    expect(extras.map((res) => (res.json() as unknown[]).length).reduce((x, y) => x + y, 0)).toBe(
      SIZES.reduce((sum, size) => sum + size, 0) / 2,
    );
  });
});

describe('retryOnce', () => {
  const failure = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });

  it('runs again once after a deadlock or a serialization failure', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const result = await retryOnce(async () => {
        calls++;
        if (calls === 1) throw failure(code);
        return 'done';
      });
      expect([result, calls]).toEqual(['done', 2]);
    }
  });

  it('reports a second failure, and any other failure at once, instead of hiding it', async () => {
    let calls = 0;
    await expect(
      retryOnce(async () => {
        calls++;
        throw failure('40P01');
      }),
    ).rejects.toThrow('query failed');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      retryOnce(async () => {
        calls++;
        throw failure('23505');
      }),
    ).rejects.toThrow('query failed');
    expect(calls).toBe(1);
    expect(isRetryable(new Error('plain'))).toBe(false);
  });
});
