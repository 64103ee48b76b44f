import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashFlowForecastDto } from '../../shared/cash-flow-forecast';
import { asset, create } from '../accounts/test-fixtures';
import { CAR, createLoan } from '../loans/loan-fixtures';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// A loan in another currency (decision 152) projects its payments in the base currency at today's
// rate, as recurring items do, and without a rate is left out and named: never added unconverted.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the forecast of a loan in another currency', () => {
  it('converts its payments at today’s rate, and names the currency while no rate exists', async () => {
    const who = await signIn(t, 'fx-loan-forecast@example.com');
    const pounds = await create(
      who.api,
      asset({
        accountName: 'Current account',
        currency: 'GBP',
        currentBalance: '0',
        balanceDate: '2020-01-01',
      }),
    );
    const loan = await createLoan(who.api, { ...CAR, currency: 'GBP', fundingAccountId: pounds.id });
    const forecast = async () => {
      const res = await who.api.get('/api/cash-flow-projections?months=3');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CashFlowForecastDto>();
    };

    const without = await forecast();
    expect(without.months.every((m) => m.loanPayments === '0.00')).toBe(true);
    expect(without.missingRates.map((m) => m.currency)).toContain('GBP');

    const rate = await who.api.post('/api/exchange-rates', {
      rateDate: '2026-01-05',
      base: 'GBP',
      quote: 'USD',
      rate: '1.25',
    });
    expect(rate.statusCode, rate.body).toBe(201);
    const withRate = await forecast();
    expect(withRate.missingRates).toEqual([]);
    // The monthly payment in pounds, at 1.25 dollars each, within a cent of the schedule's rounding.
    const pence = Math.round(Number(loan.monthlyPayment) * 100);
    for (const month of withRate.months.filter((m) => m.loanPayments !== '0.00')) {
      expect(
        Math.abs(Math.round(Number(month.loanPayments) * 100) - Math.round(pence * 1.25)),
      ).toBeLessThanOrEqual(1);
    }
    expect(withRate.months.some((m) => m.loanPayments !== '0.00')).toBe(true);
  });
});
