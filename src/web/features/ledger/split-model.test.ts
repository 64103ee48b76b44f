import { describe, expect, it } from 'vitest';
import {
  checkSplit,
  partsOf,
  partText,
  remainingLabel,
  SPLIT_MESSAGES,
  splitLabel,
  splitRemaining,
  startSplit,
} from './split-model';

const part = (categoryId: string, amount: string, memo = '') => ({ categoryId, amount, memo });

describe('what is left to share out', () => {
  it('counts each valid part, sums included, against the total', () => {
    expect(splitRemaining('30.00', [part('food', '12.50'), part('home', '')])).toBe(1750);
    expect(splitRemaining('30', [part('food', '10+2.50'), part('home', '17.50')])).toBe(0);
    expect(splitRemaining('10+20', [part('food', '31'), part('home', '')])).toBe(-100);
  });

  it('counts a part still being typed as nothing, and has no answer without a total', () => {
    expect(splitRemaining('20', [part('food', '5+'), part('home', '3')])).toBe(1700);
    expect(splitRemaining('', [part('food', '5')])).toBeNull();
  });

  it('says it in words', () => {
    expect(remainingLabel('30', [part('a', '10'), part('b', '')], 'USD')).toBe('Remaining $20.00');
    expect(remainingLabel('30', [part('a', '10'), part('b', '20')], 'USD')).toBe('All shared out');
    expect(remainingLabel('30', [part('a', '10'), part('b', '21')], 'USD')).toBe('Over by $1.00');
    expect(remainingLabel('', [part('a', '10')], 'USD')).toBe(SPLIT_MESSAGES.total);
    expect(remainingLabel('30', [part('a', '10'), part('b', '21')], 'GBP')).toBe('Over by £1.00');
  });
});

describe('saving a split', () => {
  it('sends the parts as two-place amounts, in order, memos trimmed', () => {
    const result = checkSplit('42.50', [part('food', '30+2.50', ' milk '), part('home', '10')], 'USD');
    expect(result).toEqual({
      ok: true,
      splits: [
        { categoryId: 'food', amount: '32.50', memo: 'milk' },
        { categoryId: 'home', amount: '10.00', memo: null },
      ],
    });
  });

  it('is refused while the parts do not add up, naming the gap', () => {
    const under = checkSplit('40', [part('food', '30'), part('home', '5')], 'USD');
    expect(under).toMatchObject({
      ok: false,
      message: 'The parts must add up to the amount: $5.00 is not shared out',
    });
    const over = checkSplit('40', [part('food', '30'), part('home', '15')], 'USD');
    expect(over).toMatchObject({
      ok: false,
      message: 'The parts must add up to the amount: they are over by $5.00',
    });
  });

  it('names each part missing a category or an amount', () => {
    const result = checkSplit('40', [part('', '40'), part('home', ''), part('food', '0')], 'USD');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.parts).toEqual([
      { categoryId: SPLIT_MESSAGES.category },
      { amount: SPLIT_MESSAGES.amount },
      { amount: SPLIT_MESSAGES.positive },
    ]);
  });

  it('needs two parts and a total', () => {
    expect(checkSplit('40', [part('food', '40')], 'USD')).toMatchObject({
      ok: false,
      message: SPLIT_MESSAGES.tooFew,
    });
    expect(checkSplit('', [part('food', '40'), part('a', '1')], 'USD')).toMatchObject({
      ok: false,
      message: SPLIT_MESSAGES.total,
    });
  });
});

describe('a split read and shown', () => {
  it('starts with two parts, the first keeping the row’s category', () => {
    expect(startSplit('food')).toEqual([part('food', ''), part('', '')]);
  });

  it('reads stored parts back for editing, a deleted category left to choose', () => {
    const stored = [
      { categoryId: 'food', categoryName: 'Food', amount: '12.00', memo: 'milk' },
      { categoryId: null, categoryName: null, amount: '3.00', memo: null },
    ];
    expect(partsOf(stored)).toEqual([part('food', '12.00', 'milk'), part('', '3.00')]);
    expect(stored.map((p) => partText(p, 'USD'))).toEqual(['Food $12.00 (milk)', 'Uncategorized $3.00']);
    // In the row's account's currency.
    expect(stored.map((p) => partText(p, 'GBP'))).toEqual(['Food £12.00 (milk)', 'Uncategorized £3.00']);
    expect(splitLabel({ splits: stored })).toBe('Split (2)');
    expect(splitLabel({ splits: [] })).toBeNull();
  });
});
