import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_EXPRESSION_ERRORS as E, evaluateAmount, isAmountExpression } from './amount-expression';
import { formatMoney } from './money';

describe('evaluateAmount', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['.5', 50],
    ['12.', 1200],
    ['12.50+3.20', 1570],
    ['12.50 + 3.20', 1570],
    ['20-2.5', 1750],
    ['-4', -400],
    ['-(4+1)', -500],
    ['3*4.99', 1497],
    ['4.99*3', 1497],
    ['10/3', 333],
    ['20/3', 667],
    ['-20/3', -667],
    ['0.05/2', 3],
    ['(20-2.5)/2', 875],
    ['2+3*4', 1400],
    ['(2+3)*4', 2000],
    ['1.5*1.5', 225],
    ['$1,234.56', 123456],
    ['0.1+0.2', 30],
    ['-0', 0],
  ])('%j is %d cents', (input, cents) => {
    expect(evaluateAmount(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', E.empty],
    ['   ', E.empty],
    ['abc', E.syntax],
    ['12+', E.syntax],
    ['(12', E.syntax],
    ['12)', E.syntax],
    ['1..2', E.syntax],
    ['12.345', E.decimals],
    ['5/0', E.divideByZero],
    ['5/(2-2)', E.divideByZero],
    ['99999999999999', E.tooLarge],
    ['9999999999999*9999999', E.tooLarge],
    ['alert(1)', E.syntax],
    ['1e5', E.syntax],
  ])('%j is refused: %s', (input, error) => {
    expect(evaluateAmount(input)).toEqual({ ok: false, error });
  });

  it('never answers negative zero', () => {
    const result = evaluateAmount('-0.00');
    expect(result.ok && Object.is(result.cents, 0)).toBe(true);
  });

  const cents = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 });
  const text = (c: number) => (c < 0 ? `(${formatMoney(c)})` : formatMoney(c));

  it('reads every two-place amount as its own cents', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(evaluateAmount(formatMoney(c))).toEqual({ ok: true, cents: c + 0 });
      }),
    );
  });

  it('adds and subtracts exactly, as integer cents', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 8 }),
        fc.array(fc.boolean(), { maxLength: 8 }),
        (list, signs) => {
          let expected = list[0] ?? 0;
          let input = text(list[0] ?? 0);
          list.slice(1).forEach((c, i) => {
            const minus = signs[i] ?? false;
            expected += minus ? -c : c;
            input += `${minus ? '-' : '+'}${text(c)}`;
          });
          expect(evaluateAmount(input)).toEqual({ ok: true, cents: expected + 0 });
        },
      ),
    );
  });

  it('multiplies by a whole number exactly and divides back', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 1000 }), (c, n) => {
        expect(evaluateAmount(`${text(c)}*${n}`)).toEqual({ ok: true, cents: c * n + 0 });
        expect(evaluateAmount(`${text(c)}*${n}/${n}`)).toEqual({ ok: true, cents: c + 0 });
      }),
    );
  });

  it('rounds a quotient to the nearest cent, half away from zero', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 1000 }), (c, n) => {
        const result = evaluateAmount(`${text(c)}/${n}`);
        expect(result.ok).toBe(true);
        if (result.ok) expect(Math.abs(result.cents * n - c)).toBeLessThanOrEqual(n / 2);
      }),
    );
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9+\-*/(). ,$a-z]{0,40}$/), (input) => {
        const result = evaluateAmount(input);
        if (result.ok) expect(Number.isSafeInteger(result.cents)).toBe(true);
        else expect(Object.values(E)).toContain(result.error);
      }),
    );
  });
});

describe('isAmountExpression', () => {
  it.each([
    ['12.50', false],
    ['-12.50', false],
    ['12.50+3', true],
    ['(4)', true],
    ['3*2', true],
  ])('%j: %s', (input, expected) => {
    expect(isAmountExpression(input)).toBe(expected);
  });
});
