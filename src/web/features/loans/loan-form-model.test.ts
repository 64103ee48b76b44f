import { describe, expect, it } from 'vitest';
import type { LoanView } from '../../../shared/loans';
import { loanPayloadSchema } from '../../../shared/loans';
import {
  defaultValues,
  derivedPrincipal,
  downPaymentFor,
  insuranceLabel,
  missingRequired,
  previewPayment,
  priceLabel,
  taxLabel,
  toPayload,
  totalMonthlyCost,
  valuesOfLoan,
} from './loan-form-model';
import { pagesByYear } from './schedule-table';

const filled = {
  ...defaultValues('2026-11-21'),
  name: 'Home',
  homePrice: '500000',
  downPayment: '100000',
  principal: '400000',
  interestRate: '6.5',
  propertyTax: '400',
  insurance: '150.50',
  supplementalInsurance: '',
};

describe('loan form model', () => {
  it('starts with the spec defaults', () => {
    expect(defaultValues('2026-11-21')).toMatchObject({
      loanCategory: 'mortgage',
      loanType: '30-Year Fixed',
      startDate: '2026-11-21',
      termYears: '30',
      propertyTax: '0',
      insurance: '0',
      supplementalInsurance: '0',
    });
  });

  it('labels the price, tax and insurance by category', () => {
    expect([priceLabel('mortgage'), taxLabel('mortgage'), insuranceLabel('mortgage')]).toEqual([
      'Home Price',
      'Property Tax (Monthly)',
      'Home Insurance (Monthly)',
    ]);
    expect([priceLabel('auto'), taxLabel('auto'), insuranceLabel('auto')]).toEqual([
      'Vehicle Price',
      'Registration/Tax (Monthly)',
      'Auto Insurance (Monthly)',
    ]);
    expect([
      priceLabel('business'),
      priceLabel('personal'),
      taxLabel('student'),
      insuranceLabel('other'),
    ]).toEqual(['Asset Value', 'Asset Price', 'Taxes (Monthly)', 'Insurance (Monthly)']);
  });

  it('derives the principal from price minus down payment only when it is above zero', () => {
    expect(derivedPrincipal({ homePrice: '500000', downPayment: '100000.50' })).toBe('399999.50');
    expect(derivedPrincipal({ homePrice: '100', downPayment: '100' })).toBeNull();
    expect(derivedPrincipal({ homePrice: '', downPayment: '100' })).toBeNull();
    expect(derivedPrincipal({ homePrice: 'abc', downPayment: '1' })).toBeNull();
  });

  it('computes down-payment quick picks as a percent of the price, to the cent', () => {
    expect(downPaymentFor('500000', 20)).toBe('100000.00');
    expect(downPaymentFor('333333.33', 5)).toBe('16666.67');
    expect(downPaymentFor('', 10)).toBeNull();
  });

  it('previews the payment live and totals the monthly cost', () => {
    expect(previewPayment(filled)).toBe(252_827);
    expect(totalMonthlyCost(filled)).toBe(252_827 + 40_000 + 15_050);
    expect(previewPayment({ principal: '1200', interestRate: '0', termYears: '1' })).toBe(10_000);
    expect(previewPayment({ principal: '', interestRate: '6', termYears: '30' })).toBeNull();
    expect(previewPayment({ principal: '100', interestRate: '51', termYears: '30' })).toBeNull();
  });

  it('needs name, principal, rate, term and start date', () => {
    expect(missingRequired(filled)).toBe(false);
    for (const field of ['name', 'principal', 'interestRate', 'termYears', 'startDate'] as const) {
      expect(missingRequired({ ...filled, [field]: ' ' })).toBe(true);
    }
    expect(missingRequired({ ...filled, homePrice: '' })).toBe(false);
  });

  it('builds the payload of SPEC.md 3, which the shared schema accepts', () => {
    const payload = toPayload(filled);
    expect(payload).toEqual({
      name: 'Home',
      loanCategory: 'mortgage',
      loanType: '30-Year Fixed',
      principal: '400000',
      interestRate: '6.5',
      termYears: 30,
      startDate: '2026-11-21',
      homePrice: '500000',
      downPayment: '100000',
      propertyTax: '400',
      insurance: '150.50',
      supplementalInsurance: '0',
      fundingAccountId: null,
    });
    expect(loanPayloadSchema.safeParse(payload).success).toBe(true);
    const noPrice = toPayload({ ...filled, homePrice: '', downPayment: '' });
    expect([noPrice.homePrice, noPrice.downPayment]).toEqual([null, null]);
  });

  it('pre-fills from a stored loan, the start date cut to its date part', () => {
    const loan = {
      name: 'Car',
      loanCategory: 'auto',
      loanType: 'Variable Rate',
      principal: '25000.00',
      interestRate: '7.2500',
      termYears: 5,
      startDate: '2025-06-30T00:00:00.000Z',
      homePrice: null,
      downPayment: null,
      propertyTax: '0.00',
      insurance: '80.00',
      supplementalInsurance: '0.00',
      fundingAccountId: null,
    } as unknown as LoanView;
    expect(valuesOfLoan(loan)).toMatchObject({
      startDate: '2025-06-30',
      interestRate: '7.25',
      termYears: '5',
      homePrice: '',
      fundingAccountId: '',
    });
  });

  it('pages a schedule by calendar year', () => {
    const row = (period: number, date: string) => ({
      period,
      date,
      payment: '1.00',
      interest: '0.00',
      principal: '1.00',
      extra: '0.00',
      balance: '0.00',
    });
    const pages = pagesByYear([row(1, '2026-11-15'), row(2, '2026-12-15'), row(3, '2027-01-15')]);
    expect(pages.map((p) => [p.year, p.rows.length])).toEqual([
      ['2026', 2],
      ['2027', 1],
    ]);
  });
});
