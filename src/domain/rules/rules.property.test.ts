import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRules } from './apply';
import type { Rule, RuleAction, RuleCondition } from './types';

// Whatever the rules, applying them changes only the payee and the category: never the amount, the
// account or the sign, and a category is always one of the subject's type.

const CATEGORIES = { a: 'income', b: 'expense', c: 'expense' } as const;
const word = fc.constantFrom('cafe', 'shop', 'acme', 'rent', 'fuel', '');
const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
  fc.record({
    field: fc.constant('payee' as const),
    operator: fc.constantFrom('contains' as const, 'equals' as const, 'startsWith' as const),
    value: word.filter((w) => w !== ''),
  }),
  fc.record({
    field: fc.constant('amount' as const),
    operator: fc.constant('between' as const),
    min: fc.option(fc.integer({ min: 0, max: 100_000 })),
    max: fc.option(fc.integer({ min: 0, max: 100_000 })),
  }),
  fc.record({
    field: fc.constant('amount' as const),
    operator: fc.constant('sign' as const),
    sign: fc.constantFrom('in' as const, 'out' as const),
  }),
  fc.record({
    field: fc.constant('account' as const),
    operator: fc.constant('is' as const),
    accountId: fc.constantFrom('x', 'y'),
  }),
);
const action: fc.Arbitrary<RuleAction> = fc.oneof(
  fc.record({ type: fc.constant('setCategory' as const), categoryId: fc.constantFrom('a', 'b', 'c') }),
  fc.record({ type: fc.constant('renamePayee' as const), payee: word.map((w) => `${w} renamed`) }),
);
const rule: fc.Arbitrary<Rule> = fc.record({
  id: fc.uuid(),
  conditions: fc.array(condition, { minLength: 1, maxLength: 4 }),
  actions: fc.array(action, { minLength: 1, maxLength: 2 }),
});

describe('applyRules', () => {
  it('never changes an amount, an account or a sign, and sets only categories of the right type', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 20 }),
        fc.record({
          payee: fc.array(word, { maxLength: 4 }).map((w) => w.join(' ')),
          amount: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((n) => n !== 0),
          accountId: fc.constantFrom('x', 'y', null),
        }),
        (rules, subject) => {
          const before = { ...subject };
          const out = applyRules(rules, subject, (id) => CATEGORIES[id as keyof typeof CATEGORIES]);
          expect(subject).toEqual(before);
          expect(Object.keys(out).sort()).toEqual(['categoryId', 'matched', 'payee', 'ruleId']);
          if (out.categoryId !== null) {
            expect(CATEGORIES[out.categoryId as keyof typeof CATEGORIES]).toBe(
              subject.amount > 0 ? 'income' : 'expense',
            );
          }
          expect(out.matched.every((id) => rules.some((r) => r.id === id))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
