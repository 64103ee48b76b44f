import { describe, expect, it } from 'vitest';
import { alwaysRule, payeeStem } from './always';
import { applyRules } from './apply';
import { describeRule } from './describe';
import type { Rule } from './types';

const FOOD = 'cat-food';
const FUN = 'cat-fun';
const SALARY = 'cat-salary';
const types: Record<string, 'income' | 'expense'> = {
  [FOOD]: 'expense',
  [FUN]: 'expense',
  [SALARY]: 'income',
};
const typeOf = (id: string) => types[id];
const subject = (payee: string, amount: number, accountId: string | null = 'acc-1') => ({
  payee,
  amount,
  accountId,
});

describe('applyRules', () => {
  const coffee: Rule = {
    id: 'r1',
    conditions: [{ field: 'payee', operator: 'contains', value: 'café' }],
    actions: [{ type: 'setCategory', categoryId: FOOD }],
  };
  const rename: Rule = {
    id: 'r0',
    conditions: [{ field: 'payee', operator: 'startsWith', value: 'SQ *' }],
    actions: [{ type: 'renamePayee', payee: 'Cafe Central' }],
  };
  const big: Rule = {
    id: 'r2',
    conditions: [
      { field: 'payee', operator: 'contains', value: 'cafe' },
      { field: 'amount', operator: 'between', min: 5000, max: null },
    ],
    actions: [{ type: 'setCategory', categoryId: FUN }],
  };

  it.each([
    ['CAFE  MÜLLER', -450, FOOD, 'r1'],
    ['Kiosk', -450, null, null],
    ['Cafe Gala dinner', -8000, FUN, 'r2'],
    ['Café refund', 450, null, null],
  ] as const)('%s %i → %s by %s', (payee, amount, category, rule) => {
    const out = applyRules([coffee, big], subject(payee, amount), typeOf);
    expect(out.categoryId).toBe(category);
    expect(out.ruleId).toBe(rule);
    expect(out.payee).toBe(payee);
  });

  it('runs rules in order: a later rule sees the payee an earlier one wrote', () => {
    const out = applyRules([rename, coffee], subject('SQ *CAFE CENTRAL 1234', -380), typeOf);
    expect(out).toEqual({ payee: 'Cafe Central', categoryId: FOOD, ruleId: 'r1', matched: ['r0', 'r1'] });
    // The other order: the coffee rule runs on the bank's text, which has no accent-free "café"? It does.
    const reversed = applyRules([coffee, rename], subject('SQ *CAFE CENTRAL 1234', -380), typeOf);
    expect(reversed.payee).toBe('Cafe Central');
    expect(reversed.matched).toEqual(['r1', 'r0']);
  });

  it('matches the sign, the amount range and the account', () => {
    const rule: Rule = {
      id: 'r',
      conditions: [
        { field: 'amount', operator: 'sign', sign: 'in' },
        { field: 'amount', operator: 'between', min: 100000, max: 500000 },
        { field: 'account', operator: 'is', accountId: 'acc-1' },
      ],
      actions: [{ type: 'setCategory', categoryId: SALARY }],
    };
    expect(applyRules([rule], subject('ACME', 250000), typeOf).categoryId).toBe(SALARY);
    expect(applyRules([rule], subject('ACME', 100000), typeOf).categoryId).toBe(SALARY);
    expect(applyRules([rule], subject('ACME', 99999), typeOf).categoryId).toBeNull();
    expect(applyRules([rule], subject('ACME', -250000), typeOf).categoryId).toBeNull();
    expect(applyRules([rule], subject('ACME', 250000, 'acc-2'), typeOf).categoryId).toBeNull();
  });

  it('describes a rule in words', () => {
    const names = { account: () => 'Checking', category: (id: string) => (id === FOOD ? 'Food' : 'Fun') };
    expect(describeRule(big, names)).toBe('If payee contains "cafe" and amount at least 50.00: category Fun');
    expect(describeRule(rename, names)).toBe('If payee starts with "SQ *": rename to "Cafe Central"');
  });
});

describe('"always put PAYEE in CATEGORY"', () => {
  it.each([
    ['WHOLE FOODS MARKET #10234 AUSTIN TX', 'WHOLE FOODS MARKET'],
    ['AMAZON MKTP US*2K4 5/12', 'AMAZON MKTP US'],
    ['NETFLIX.COM', 'NETFLIX.COM'],
    ['Corner Coffee', 'Corner Coffee'],
    ['SHELL 12345678', 'SHELL'],
    ['7-ELEVEN 1234', '7-ELEVEN 1234'],
  ])('%s → %s', (payee, stem) => {
    expect(payeeStem(payee)).toBe(stem);
  });

  it('matches the payee next month, with another store number', () => {
    const rule = { id: 'a', ...alwaysRule('WHOLE FOODS MARKET #10234 AUSTIN TX', FOOD) };
    expect(rule.conditions).toEqual([
      { field: 'payee', operator: 'startsWith', value: 'WHOLE FOODS MARKET' },
    ]);
    expect(applyRules([rule], subject('WHOLE FOODS MARKET #10301 DALLAS TX', -5000), typeOf).categoryId).toBe(
      FOOD,
    );
    const exact = alwaysRule('Corner Coffee', FOOD);
    expect(exact.conditions).toEqual([{ field: 'payee', operator: 'equals', value: 'Corner Coffee' }]);
  });
});
