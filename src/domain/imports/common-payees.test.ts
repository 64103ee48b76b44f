import { describe, expect, it } from 'vitest';
import { COMMON_PAYEES, commonCategorySlug } from './common-payees';
import { normalizePayee } from './payee';

describe('commonCategorySlug', () => {
  it.each([
    ['WHOLEFDS MKT 10234', 'expense', null],
    ['WHOLE FOODS MARKET #10234 AUSTIN TX', 'expense', 'food'],
    ['SHELL OIL 57444226', 'expense', 'transportation'],
    ['SHELLFISH CO', 'expense', null],
    ['UBER *EATS PENDING', 'expense', null],
    ['UBER EATS 8005928996', 'expense', 'food'],
    ['Uber Trip help.uber.com', 'expense', 'transportation'],
    ['AMZN Mktp US*2K4LL0', 'expense', 'shopping'],
    ['Trader Joe’s #552', 'expense', 'food'],
    ['McDonald’s F12345', 'expense', 'food'],
    ['AT&T *PAYMENT', 'expense', 'utilities'],
    ['ACME CORP PAYROLL', 'income', 'salary'],
    ['ACME CORP PAYROLL', 'expense', null],
    ['VANGUARD DIVIDEND REINV', 'income', 'investment'],
    ['Monthly rent - Elm St', 'expense', 'housing'],
    ['PARENTAL CONTROL APP', 'expense', null],
    ['Corner Market', 'expense', null],
    ['PAYMENT THANK YOU', 'income', null],
    ['', 'expense', null],
  ] as const)('%j (%s) -> %s', (payee, type, slug) => {
    expect(commonCategorySlug(payee, type)).toBe(slug);
  });

  it('holds phrases as the normaliser writes them, each in one place', () => {
    const all = COMMON_PAYEES.flatMap((e) => e.phrases.map((p) => `${e.type}|${p}`));
    expect(new Set(all).size).toBe(all.length);
    for (const entry of COMMON_PAYEES)
      for (const phrase of entry.phrases) expect(normalizePayee(phrase)).toBe(phrase);
  });
});
