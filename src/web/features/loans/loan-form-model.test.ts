import { describe, expect, it } from 'vitest';
import type { AccountDto } from '../../../shared/accounts';
import type { LoanView } from '../../../shared/loans';
import { LOAN_MESSAGES, loanPayloadSchema } from '../../../shared/loans';
import {
  addAssetByDefault,
  addAssetLabel,
  addAssetSentence,
  addsAsset,
  assetChoices,
  defaultValues,
  derivedPrincipal,
  downPaymentFor,
  errorsFromFields,
  fundingChoices,
  insuranceLabel,
  LOAN_CURRENCIES,
  loanTypeForTerm,
  missingRequired,
  pastPaymentsSentence,
  previewPayment,
  priceLabel,
  shownCurrency,
  taxLabel,
  toPayload,
  totalMonthlyCost,
  validatePayload,
  valuesOfLoan,
  withField,
} from './loan-form-model';
import { pagesByYear } from './schedule-table';

const account = (id: string, category: string, extra: Partial<AccountDto> = {}) =>
  ({ id, accountType: 'ASSET', isActive: true, category, accountName: id, ...extra }) as AccountDto;

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

  it('builds the payload of docs/product.md §3, which the shared schema accepts', () => {
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
      assetAccountId: null,
      createAsset: false,
      postPastPayments: false,
    });
    expect(loanPayloadSchema.safeParse(payload).success).toBe(true);
    // Past payments are posted only from an account, and only when asked.
    expect(toPayload({ ...filled, postPastPayments: true }).postPastPayments).toBe(false);
    const funded = toPayload({ ...filled, fundingAccountId: 'a', postPastPayments: true }, true);
    expect([funded.postPastPayments, funded.createAsset]).toEqual([true, true]);
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

  it('defaults the loan type from the term where the list has one, and lets the user choose otherwise', () => {
    expect(defaultValues('2026-11-21').loanType).toBe('30-Year Fixed');
    const auto = { loanType: '30-Year Fixed', termYears: '30' };
    expect(loanTypeForTerm(auto, '15')).toBe('15-Year Fixed');
    expect(loanTypeForTerm(auto, '5')).toBe('');
    expect(loanTypeForTerm({ loanType: '', termYears: '5' }, '30')).toBe('30-Year Fixed');
    expect(loanTypeForTerm({ loanType: '15-Year Fixed', termYears: '15' }, '20')).toBe('');
    // A type the user picked stays, whatever the term.
    expect(loanTypeForTerm({ loanType: '5-Year ARM', termYears: '30' }, '15')).toBe('5-Year ARM');
    expect(loanTypeForTerm({ loanType: 'Variable Rate', termYears: '5' }, '30')).toBe('Variable Rate');
    // A 60-month auto loan has no default type: the schema asks for one.
    const payload = toPayload({ ...filled, termYears: '5', loanType: loanTypeForTerm(filled, '5') });
    expect(loanPayloadSchema.safeParse(payload).error?.issues[0]?.path).toEqual(['loanType']);
  });

  it('offers to add the asset, ticked only when the user has none of that kind, and says what it adds', () => {
    const checking = account('checking', 'cash');
    const house = account('house', 'property');
    const car = account('car', 'vehicle');
    expect(addAssetByDefault([checking], 'mortgage')).toBe(true);
    expect(addAssetByDefault([checking, house], 'mortgage')).toBe(false);
    expect(addAssetByDefault([checking, house], 'auto')).toBe(true);
    expect(addAssetByDefault([checking, house, car], 'auto')).toBe(false);
    expect(addAssetByDefault([account('old', 'property', { isActive: false })], 'mortgage')).toBe(true);
    expect([addAssetLabel('mortgage'), addAssetLabel('auto')]).toEqual([
      'Add the home as an asset',
      'Add the vehicle as an asset',
    ]);

    const priced = { ...filled, name: 'Home Mortgage', homePrice: '425000' };
    expect(addsAsset(priced, [checking])).toBe(true);
    expect(addsAsset(priced, [checking, house])).toBe(false);
    expect(addsAsset({ ...priced, createAsset: true }, [house])).toBe(true);
    expect(addsAsset({ ...priced, createAsset: false }, [checking])).toBe(false);
    // A linked asset or no price adds nothing.
    expect(addsAsset({ ...priced, assetAccountId: 'house', createAsset: true }, [])).toBe(false);
    expect(addsAsset({ ...priced, homePrice: '', createAsset: true }, [])).toBe(false);
    expect(addAssetSentence(priced, 'USD')).toBe(
      "Adds 'Home Mortgage – Home' worth $425,000.00 to your assets",
    );
    // In the loan's currency, not dollars.
    expect(addAssetSentence(priced, 'EUR')).toBe(
      "Adds 'Home Mortgage – Home' worth €425,000.00 to your assets",
    );
    expect(addAssetSentence({ ...priced, homePrice: '' }, 'USD')).toBeNull();
    // The assets a loan can say it financed: not cash, not investments, not the loan's own.
    const choices = assetChoices([checking, house, car, account('401k', 'investment')], 'car');
    expect(choices.map((a) => a.id)).toEqual(['house']);
  });

  it('previews the past payments the funding account would pay', () => {
    const zero = { ...filled, principal: '1200', interestRate: '0', termYears: '1', startDate: '2026-06-03' };
    expect(pastPaymentsSentence(zero, '2026-11-21', 'Everyday Checking', 'USD')).toBe(
      '5 past payments, $500.00 from Everyday Checking',
    );
    expect(pastPaymentsSentence(zero, '2026-07-03', 'Girokonto', 'EUR')).toBe(
      '1 past payment, €100.00 from Girokonto',
    );
    expect(pastPaymentsSentence(zero, '2026-07-02', 'Checking', 'USD')).toBeNull();
    expect(pastPaymentsSentence({ ...zero, principal: '' }, '2026-11-21', 'Checking', 'USD')).toBeNull();
  });

  it('moves the other fields when one changes: type with term, price from the asset, principal', () => {
    const start = defaultValues('2026-11-21');
    const house = account('house', 'property', { currentBalance: '350000.00' });
    // The implied type follows the term; the principal is left alone.
    expect(withField(start, 'termYears', '15', [])).toMatchObject({
      termYears: '15',
      loanType: '15-Year Fixed',
    });
    expect(withField({ ...start, loanType: '5-Year ARM' }, 'termYears', '15', []).loanType).toBe(
      '5-Year ARM',
    );
    // Choosing an asset fills an empty price from its value, and a down payment then sets the principal.
    const linked = withField(start, 'assetAccountId', 'house', [house]);
    expect([linked.homePrice, linked.principal]).toEqual(['350000.00', '']);
    expect(withField(linked, 'downPayment', '50000', [house]).principal).toBe('300000.00');
    // A price already typed stays.
    expect(withField({ ...start, homePrice: '1000' }, 'assetAccountId', 'house', [house]).homePrice).toBe(
      '1000',
    );
    expect(withField({ ...filled, principal: '1' }, 'homePrice', '450000', []).principal).toBe('350000.00');
    // Other fields change nothing else; a price at or under the down payment keeps the principal typed.
    expect(withField(filled, 'homePrice', '100000', [])).toEqual({ ...filled, homePrice: '100000' });
    expect(withField(filled, 'name', 'Cabin', [])).toEqual({ ...filled, name: 'Cabin' });
  });

  it('offers open asset accounts to pay from, not an asset a loan created unless already chosen', () => {
    const checking = account('checking', 'cash');
    const house = account('house', 'property');
    const closed = account('closed', 'cash', { isActive: false });
    const card = account('card', 'credit_card', { accountType: 'LIABILITY' });
    const loans = [
      { assetOwned: true, assetAccountId: 'house' },
      { assetOwned: false, assetAccountId: 'checking' },
    ];
    const ids = (chosen: string) =>
      fundingChoices([checking, house, closed, card], loans, chosen).map((a) => a.id);
    expect(ids('')).toEqual(['checking']);
    expect(ids('house')).toEqual(['checking', 'house']);
  });

  it('is in the base currency unless chosen, keeps an edited loan in its own, and offers only cent currencies', () => {
    const eur = account('liability', 'loan', { accountType: 'LIABILITY', currency: 'EUR' });
    const start = defaultValues('2026-11-21');
    expect(shownCurrency(start, undefined, [eur], 'GBP')).toBe('GBP');
    expect(shownCurrency({ currency: 'CHF' }, undefined, [eur], 'GBP')).toBe('CHF');
    expect(shownCurrency(start, { accountId: 'liability' }, [eur], 'GBP')).toBe('EUR');
    expect(shownCurrency(start, { accountId: 'gone' }, [eur], 'GBP')).toBe('GBP');
    // Nothing chosen sends no currency, so the server applies its default; a choice is sent.
    expect('currency' in toPayload(filled)).toBe(false);
    expect(valuesOfLoan({ ...(filled as unknown as LoanView), startDate: '2026-01-01' }).currency).toBe('');
    expect(toPayload({ ...filled, currency: 'EUR' }).currency).toBe('EUR');
    expect(LOAN_CURRENCIES).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP']));
    for (const code of ['JPY', 'KWD', 'BHD']) expect(LOAN_CURRENCIES).not.toContain(code);
    // What the server refuses, the form says under the field before sending.
    expect(validatePayload(toPayload({ ...filled, currency: 'JPY' }))).toEqual({
      currency: LOAN_MESSAGES.currencyCents('JPY'),
    });
    for (const code of LOAN_CURRENCIES)
      expect(validatePayload(toPayload({ ...filled, currency: code }))).toEqual({});
  });

  it('gives the contract’s messages by field before sending, and puts the server’s under the fields', () => {
    expect(validatePayload(toPayload(filled))).toEqual({});
    expect(validatePayload(toPayload({ ...filled, principal: '350000' }))).toEqual({
      principal: LOAN_MESSAGES.priceMinusDown,
    });
    expect(validatePayload(toPayload({ ...filled, interestRate: '60', name: ' ' }))).toMatchObject({
      name: LOAN_MESSAGES.name,
      interestRate: expect.any(String),
    });
    expect(
      validatePayload(toPayload({ ...filled, homePrice: '', downPayment: '', termYears: '5', loanType: '' })),
    ).toEqual({
      loanType: LOAN_MESSAGES.loanType,
    });
    expect(
      errorsFromFields({
        fundingAccountId: LOAN_MESSAGES.fundingCurrency('EUR', 'USD'),
        currency: LOAN_MESSAGES.currencyChange,
        'principal.0': 'first',
        principal: 'second',
        extraPayments: 'no such field',
      }),
    ).toEqual({
      fundingAccountId: LOAN_MESSAGES.fundingCurrency('EUR', 'USD'),
      currency: LOAN_MESSAGES.currencyChange,
      principal: 'first',
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
