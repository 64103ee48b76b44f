import { describe, expect, it } from 'vitest';
import { centsOf, formatCents } from './money-text';

describe('money text', () => {
  it('reads stored amounts as cents', () => {
    expect([centsOf('12.34'), centsOf('-0.05'), centsOf('x')]).toEqual([1234, -5, null]);
  });

  it('shows cents as dollars, or a dash when unknown', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(null)).toBe('—');
  });
});
