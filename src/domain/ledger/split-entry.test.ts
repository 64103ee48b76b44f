import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitTransactionEntry } from './postings';
import { assertBalanced } from './validation';

describe('splitTransactionEntry', () => {
  it('debits each part of an expense on its category and credits the account the whole amount', () => {
    const draft = splitTransactionEntry({
      type: 'expense',
      amount: 8_450,
      accountId: 'checking',
      parts: [
        { counterAccountId: 'groceries', amount: 6_200 },
        { counterAccountId: 'household', amount: 2_250 },
      ],
      description: 'Target',
    });
    expect(draft).toEqual({
      description: 'Target',
      lines: [
        { accountId: 'checking', debit: 0, credit: 8_450 },
        { accountId: 'groceries', debit: 6_200, credit: 0 },
        { accountId: 'household', debit: 2_250, credit: 0 },
      ],
    });
  });

  it('debits the account for income and credits each part, one line per part even on one category', () => {
    const draft = splitTransactionEntry({
      type: 'income',
      amount: 300_000,
      accountId: 'checking',
      parts: [
        { counterAccountId: 'salary', amount: 250_000 },
        { counterAccountId: 'salary', amount: 50_000 },
      ],
      description: 'Payroll',
    });
    expect(draft?.lines).toEqual([
      { accountId: 'checking', debit: 300_000, credit: 0 },
      { accountId: 'salary', debit: 0, credit: 250_000 },
      { accountId: 'salary', debit: 0, credit: 50_000 },
    ]);
  });

  it.each([
    ['parts that do not add up', [6_000, 2_000], 8_450, /add up to 8000/],
    ['a negative part', [9_000, -550], 8_450, /cannot be negative/],
    ['a fractional cent', [8_449.5, 0.5], 8_450, /whole cents/],
  ])('refuses %s', (_label, amounts, amount, message) => {
    expect(() =>
      splitTransactionEntry({
        type: 'expense',
        amount,
        accountId: 'checking',
        parts: amounts.map((a, i) => ({ counterAccountId: `c${i}`, amount: a })),
        description: 'x',
      }),
    ).toThrow(message);
  });

  it('refuses a part on the account itself', () => {
    expect(() =>
      splitTransactionEntry({
        type: 'expense',
        amount: 100,
        accountId: 'checking',
        parts: [
          { counterAccountId: 'checking', amount: 50 },
          { counterAccountId: 'food', amount: 50 },
        ],
        description: 'x',
      }),
    ).toThrow(/distinct accounts/);
  });

  it('always balances, and each category account moves by exactly its parts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('income' as const, 'expense' as const),
        fc.array(
          fc.record({ cat: fc.integer({ min: 0, max: 3 }), amount: fc.integer({ min: 1, max: 10 ** 9 }) }),
          {
            minLength: 2,
            maxLength: 50,
          },
        ),
        (type, parts) => {
          const amount = parts.reduce((s, p) => s + p.amount, 0);
          const draft = splitTransactionEntry({
            type,
            amount,
            accountId: 'acct',
            parts: parts.map((p) => ({ counterAccountId: `cat${p.cat}`, amount: p.amount })),
            description: 'x',
          });
          if (!draft) throw new Error('no draft');
          assertBalanced(draft.lines);
          for (let c = 0; c < 4; c++) {
            const moved = draft.lines
              .filter((l) => l.accountId === `cat${c}`)
              .reduce((s, l) => s + (type === 'expense' ? l.debit - l.credit : l.credit - l.debit), 0);
            const expected = parts.filter((p) => p.cat === c).reduce((s, p) => s + p.amount, 0);
            expect(moved).toBe(expected);
          }
        },
      ),
    );
  });
});
