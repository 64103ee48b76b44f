import { describe, expect, it } from 'vitest';
import { dateQuestion, localeOrder } from './date-question';
import { indicatorSign, isIndicatorColumn } from './sign-indicator';

// Two rows a month apart read either way with the same span and order: only the hints decide.
const cells = [
  { line: 2, text: '03/04/2026' },
  { line: 3, text: '04/05/2026' },
];
const today = '2026-11-25';

describe('the date question', () => {
  it('proposes from the evidence, then the last import, then the language, then day first', () => {
    const ask = (hints: object) => dateQuestion(cells, ['DMY', 'MDY'], { today, ...hints });
    expect(ask({ previous: 'MDY', locale: 'de-DE' })).toMatchObject({
      proposed: 'MDY',
      reason: 'Your last import into this account was read month first.',
    });
    expect(ask({ locale: 'en-US' })).toMatchObject({
      proposed: 'MDY',
      reason: 'Your language (en-US) writes dates month first.',
    });
    expect(ask({ locale: 'en-GB' })?.proposed).toBe('DMY');
    expect(ask({})).toMatchObject({
      proposed: 'DMY',
      reason: 'Most banks outside the United States write dates day first.',
    });
    // The evidence beats every hint: read month first, June 4th is still to come on March 1st.
    expect(dateQuestion(cells, ['DMY', 'MDY'], { today: '2026-03-10', previous: 'DMY' })?.proposed).toBe(
      'MDY',
    );
  });

  it('asks nothing when only one order reads, or every date reads the same both ways', () => {
    expect(dateQuestion(cells, ['DMY'], { today })).toBeNull();
    expect(dateQuestion([{ line: 2, text: '05/05/2026' }], ['DMY', 'MDY'], { today })).toBeNull();
  });

  it('knows which languages write which order', () => {
    expect([localeOrder('en-US'), localeOrder('fr-CA'), localeOrder('ja-JP'), localeOrder(null)]).toEqual([
      'MDY',
      'DMY',
      'YMD',
      null,
    ]);
  });
});

describe('debit/credit marks', () => {
  it.each([
    ['DR', -1],
    ['Soll', -1],
    ['S', -1],
    ['Withdrawal', -1],
    ['Af', -1],
    ['CR', 1],
    ['H', 1],
    ['Deposit', 1],
    ['Bij', 1],
    ['', 0],
    ['Sale', null],
  ] as const)('%s → %s', (mark, sign) => {
    expect(indicatorSign(mark)).toBe(sign);
  });

  it('takes a column as marks only when every filled cell is one and some go out', () => {
    expect(isIndicatorColumn(['debit', 'credit', ''])).toBe(true);
    expect(isIndicatorColumn(['credit', 'credit'])).toBe(false);
    expect(isIndicatorColumn(['DEBIT', 'CREDIT', 'CHECK'])).toBe(false);
  });
});
